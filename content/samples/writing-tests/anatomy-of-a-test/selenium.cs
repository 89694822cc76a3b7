public class CheckoutTests
{
    static readonly VisualGridRunner Runner = new(new RunnerOptions().TestConcurrency(5));
    static readonly BatchInfo Batch = new("Checkout suite");
    Eyes eyes;

    [SetUp]
    public void OpenEyes()
    {
        eyes = new Eyes(Runner);
        var config = new Configuration()
            .SetBatch(Batch)
            .AddBrowser(1440, 900, BrowserType.Chrome)
            .AddBrowser(390, 844, BrowserType.Safari);
        eyes.SetConfiguration(config);
        eyes.Open(driver, "Web Shop", TestContext.CurrentContext.Test.Name);
    }

    [Test]
    public void GuestCheckout()
    {
        shop.AddToCart("SKU-1042");
        shop.OpenCart();
        eyes.Check(Target.Window().Fully().WithName("Cart"));

        shop.CheckoutAsGuest("ada@example.com");
        eyes.Check(Target.Region(By.Id("shipping")).WithName("Shipping form"));
    }

    [TearDown]
    public void CloseEyes() => eyes.CloseAsync();

    [OneTimeTearDown]
    public static void Report() => Console.WriteLine(Runner.GetAllTestResults(false));
}
