public abstract class VisualTest {
    // One runner per JVM, shared by every thread: concurrency 5 x 4 shards = 20.
    static final VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
    static final BatchInfo batch = new BatchInfo("Shop – CI");   // ID from EYES_BATCH_ID

    protected WebDriver driver;
    protected Eyes eyes;                                        // one per test

    @BeforeEach
    void openEyes(TestInfo info) {
        driver = new ChromeDriver();
        eyes = new Eyes(runner);
        eyes.setConfiguration(new Configuration()
            .setApiKey(System.getenv("EYES_API_KEY"))
            .setServerUrl("https://eyes.example.com")
            .setBatch(batch)
            .addBrowser(1440, 900, BrowserType.CHROME)
            .addBrowser(1440, 900, BrowserType.SAFARI));
        eyes.open(driver, "Shop", info.getDisplayName());
    }

    @AfterEach
    void closeEyes() {
        eyes.closeAsync();
        driver.quit();
    }

    @AfterAll
    static void report() {
        System.out.println(runner.getAllTestResults(false));
    }
}
