# EYES_API_KEY holds your key for the Search team
eyes.api_key = os.environ["EYES_API_KEY"]
