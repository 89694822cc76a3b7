Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setSendDom(true);
eyes.setConfiguration(config);
