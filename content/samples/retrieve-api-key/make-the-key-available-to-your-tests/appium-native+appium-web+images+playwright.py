config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
eyes.configuration = config
