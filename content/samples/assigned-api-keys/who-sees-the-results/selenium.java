// EYES_API_KEY holds your key for the Search team
eyes.setApiKey(System.getenv("EYES_API_KEY"));
