const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
eyes.configuration = config;
