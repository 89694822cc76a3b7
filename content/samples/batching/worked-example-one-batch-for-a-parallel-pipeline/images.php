$batch = new BatchInfo(getenv('EYES_BATCH_NAME') ?: 'Shop – local');
$batch->setSequenceName('Shop nightly');
$batch->addProperty('commit', getenv('GITHUB_SHA') ?: 'local');

$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$config->setServerUrl('https://eyes.example.com');
$config->setBatch($batch);
