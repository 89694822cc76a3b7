ChromeOptions options = new ChromeOptions();
options.setBrowserVersion("latest");
options.setCapability("eyes:options", Map.of(
    "apiKey", System.getenv("EYES_API_KEY"),
    "testName", "Checkout"));

WebDriver driver = new RemoteWebDriver(new URL(Eyes.getExecutionCloudUrl()), options);

Eyes eyes = new Eyes(new ClassicRunner());
eyes.setConfiguration(new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBatch(new BatchInfo("Shop – Execution Cloud")));
try {
    eyes.open(driver, "Shop", "Checkout", new RectangleSize(1280, 800));
    driver.get("https://shop.example.com/cart");
    eyes.check("Cart", Target.window().fully());
    driver.findElement(By.id("checkout")).click();
    eyes.check("Shipping", Target.window().fully());
    eyes.closeAsync();
} finally {
    driver.quit();
}
