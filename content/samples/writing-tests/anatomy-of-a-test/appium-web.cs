public class CheckoutTests
{
    static readonly VisualGridRunner Runner = new(new RunnerOptions().TestConcurrency(5));
    static readonly BatchInfo Batch = new("Checkout suite");
    Eyes eyes;

    [SetUp]
    public void OpenEyes()
    {
        eyes = new Eyes(Runner);
        // the grid renders each checkpoint of the phone's page on these devices
        var config = new Configuration { Batch = Batch };
        config.AddDeviceEmulation(DeviceName.Pixel7, ScreenOrientation.Portrait);
        config.AddDeviceEmulation(DeviceName.GalaxyS23, ScreenOrientation.Portrait);
        eyes.Configuration = config;
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
