[Parallelizable(ParallelScope.All)]
[FixtureLifeCycle(LifeCycle.InstancePerTestCase)]   // a fresh instance, and Eyes, per test
public abstract class VisualTest
{
    static readonly VisualGridRunner Runner = new(new RunnerOptions().TestConcurrency(5));
    static readonly BatchInfo Batch = new("Shop – CI"); // ID from EYES_BATCH_ID

    protected IWebDriver Driver = null!;
    protected Eyes Eyes = null!; // one per test

    [SetUp]
    public void OpenEyes()
    {
        Driver = new ChromeDriver();
        Eyes = new Eyes(Runner);
        Eyes.SetConfiguration(new Configuration()
            .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
            .SetServerUrl("https://eyes.example.com")
            .SetBatch(Batch)
            .AddBrowser(1440, 900, BrowserType.Chrome)
            .AddBrowser(1440, 900, BrowserType.Safari));
        Eyes.Open(Driver, "Shop", TestContext.CurrentContext.Test.Name);
    }

    [TearDown]
    public void CloseEyes()
    {
        Eyes.CloseAsync();
        Driver.Quit();
    }
}
