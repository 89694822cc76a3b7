const config = new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setMatchLevel(MatchLevel.LAYOUT);
eyes.setConfiguration(config);
