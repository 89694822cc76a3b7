eyes.setApiKey(process.env.EYES_API_KEY);
