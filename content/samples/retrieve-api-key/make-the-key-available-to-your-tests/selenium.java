eyes.setApiKey(System.getenv("EYES_API_KEY"));
