// EYES_API_KEY holds your key for the Search team
config.setApiKey(System.getenv("EYES_API_KEY"));
eyes.setConfiguration(config);
