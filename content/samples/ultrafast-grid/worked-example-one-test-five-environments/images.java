// Images are compared as given: one test per environment you took screenshots in
EyesRunner runner = new ClassicRunner();
Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setBatch(new BatchInfo("Checkout – cross-browser"));

for (String env : List.of("chrome-1440x900", "firefox-1440x900", "safari-1280x800", "pixel-7", "iphone-15")) {
    Eyes eyes = new Eyes(runner);
    eyes.setConfiguration(config);
    eyes.open("Shop", "Checkout (" + env + ")");
    eyes.check(Target.image("screenshots/" + env + "/cart.png").withName("Cart"));
    eyes.check(Target.image("screenshots/" + env + "/shipping.png").withName("Shipping"));
    eyes.closeAsync();
}

System.out.println(runner.getAllTestResults(false));
