eyes.api_key = os.environ["EYES_API_KEY"]
