// EYES_API_KEY holds your key for the Search team
eyes.setApiKey(process.env.EYES_API_KEY);
