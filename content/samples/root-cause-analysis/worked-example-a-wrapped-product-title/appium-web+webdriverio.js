const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.sendDom = true;
eyes.configuration = config;
