# Images are compared as given: one test per environment you took screenshots in
runner = ClassicRunner()
config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.batch = BatchInfo("Checkout – cross-browser")

for env in ["chrome-1440x900", "firefox-1440x900", "safari-1280x800", "pixel-7", "iphone-15"]:
    eyes = Eyes(runner)
    eyes.configuration = config
    eyes.open("Shop", f"Checkout ({env})")
    eyes.check(Target.image(f"screenshots/{env}/cart.png").with_name("Cart"))
    eyes.check(Target.image(f"screenshots/{env}/shipping.png").with_name("Shipping"))
    eyes.close_async()

print(runner.get_all_test_results(False))
