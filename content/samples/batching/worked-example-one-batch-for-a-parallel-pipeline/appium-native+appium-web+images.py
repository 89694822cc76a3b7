batch = BatchInfo(os.environ.get("EYES_BATCH_NAME", "Shop – local"))
batch.sequence_name = "Shop nightly"
batch.add_property("commit", os.environ.get("GITHUB_SHA", "local"))

config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.batch = batch
