Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setMatchLevel(MatchLevel.LAYOUT);
eyes.setConfiguration(config);
