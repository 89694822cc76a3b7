let config = Configuration()
config.apiKey = ProcessInfo.processInfo.environment["EYES_API_KEY"]
config.serverUrl = "https://eyes.example.com"
config.matchLevel = MatchLevel.Layout
eyes.configuration = config
