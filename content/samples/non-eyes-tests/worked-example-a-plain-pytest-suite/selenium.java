ChromeOptions options = new ChromeOptions();
options.setCapability("eyes:options", Map.of(
    "apiKey", System.getenv("EYES_API_KEY"),
    "testName", testInfo.getDisplayName(),
    "batchId", System.getenv("CI_PIPELINE_ID"),
    "batchName", "Shop functional"));
WebDriver driver = new RemoteWebDriver(new URL("https://exec.eyes.example.com/wd/hub"), options);

// in the JUnit TestWatcher:
((JavascriptExecutor) driver).executeScript("eyes:endTest",
    Map.of("status", failed ? "Failed" : "Passed", "reason", failed ? cause.getMessage() : ""));
driver.quit();
