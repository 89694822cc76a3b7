$config = (new Configuration())
    ->setApiKey(getenv('EYES_API_KEY'))
    ->setServerUrl('https://eyes.example.com')
    ->setMatchLevel(MatchLevel::LAYOUT);
$eyes->setConfiguration($config);
