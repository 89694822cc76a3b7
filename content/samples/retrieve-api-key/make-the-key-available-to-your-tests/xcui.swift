let config = Configuration()
config.apiKey = ProcessInfo.processInfo.environment["EYES_API_KEY"]
eyes.configuration = config
