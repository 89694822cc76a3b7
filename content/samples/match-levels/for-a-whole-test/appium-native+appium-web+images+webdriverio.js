const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.matchLevel = MatchLevel.LAYOUT;
eyes.configuration = config;
