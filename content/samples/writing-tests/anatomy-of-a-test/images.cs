public class CheckoutTests
{
    static readonly ClassicRunner Runner = new();
    static readonly BatchInfo Batch = new("Checkout suite");
    Eyes eyes;

    [SetUp]
    public void OpenEyes()
    {
        eyes = new Eyes(Runner);
        eyes.Configuration = new Configuration { Batch = Batch };
        // images are checked as given; each image size is a baseline of its own
        eyes.Open("Web Shop", TestContext.CurrentContext.Test.Name, new RectangleSize(1440, 900));
    }

    [Test]
    public void GuestCheckout()
    {
        eyes.Check(Target.Image("screenshots/guest-checkout/cart.png").WithName("Cart"));
        eyes.Check(Target.Image("screenshots/guest-checkout/shipping-form.png").WithName("Shipping form"));
    }

    [TearDown]
    public void CloseEyes() => eyes.CloseAsync();

    [OneTimeTearDown]
    public static void Report() => Console.WriteLine(Runner.GetAllTestResults(false));
}
