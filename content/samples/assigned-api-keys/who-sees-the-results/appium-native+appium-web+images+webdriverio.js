// EYES_API_KEY holds your key for the Search team
config.apiKey = process.env.EYES_API_KEY;
eyes.configuration = config;
