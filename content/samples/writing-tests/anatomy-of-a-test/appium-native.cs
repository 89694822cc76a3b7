public class CheckoutTests
{
    // screens are captured on this job's device; run one job per device, sharing EYES_BATCH_ID
    static readonly ClassicRunner Runner = new();
    static readonly BatchInfo Batch = new("Checkout suite");
    Eyes eyes;

    [SetUp]
    public void OpenEyes()
    {
        eyes = new Eyes(Runner);
        eyes.Configuration = new Configuration { Batch = Batch };
        eyes.Open(driver, "Web Shop", TestContext.CurrentContext.Test.Name);
    }

    [Test]
    public void GuestCheckout()
    {
        shop.AddToCart("SKU-1042");
        shop.OpenCart();
        eyes.Check(Target.Window().Fully().WithName("Cart"));

        shop.CheckoutAsGuest("ada@example.com");
        eyes.Check(Target.Region(MobileBy.AccessibilityId("shipping")).WithName("Shipping form"));
    }

    [TearDown]
    public void CloseEyes() => eyes.CloseAsync();

    [OneTimeTearDown]
    public static void Report() => Console.WriteLine(Runner.GetAllTestResults(false));
}
