$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$eyes->setConfiguration($config);
