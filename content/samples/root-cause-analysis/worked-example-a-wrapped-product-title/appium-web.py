config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.send_dom = True
eyes.configuration = config
