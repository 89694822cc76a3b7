config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.match_level = MatchLevel.LAYOUT
eyes.configuration = config
