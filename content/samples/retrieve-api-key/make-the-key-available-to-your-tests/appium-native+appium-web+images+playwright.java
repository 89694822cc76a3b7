Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
eyes.setConfiguration(config);
