# EYES_API_KEY holds your key for the Search team
config.api_key = os.environ["EYES_API_KEY"]
eyes.configuration = config
