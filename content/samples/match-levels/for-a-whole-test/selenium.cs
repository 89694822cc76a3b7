var config = new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetMatchLevel(MatchLevel.Layout);
eyes.SetConfiguration(config);
