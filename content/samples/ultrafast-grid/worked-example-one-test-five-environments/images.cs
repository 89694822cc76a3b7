// Images are compared as given: one test per environment you took screenshots in
var runner = new ClassicRunner();
var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.Batch = new BatchInfo("Checkout – cross-browser");

foreach (var env in new[] { "chrome-1440x900", "firefox-1440x900", "safari-1280x800", "pixel-7", "iphone-15" })
{
    var eyes = new Eyes(runner);
    eyes.Configuration = config;
    eyes.Open("Shop", $"Checkout ({env})");
    eyes.Check(Target.Image($"screenshots/{env}/cart.png").WithName("Cart"));
    eyes.Check(Target.Image($"screenshots/{env}/shipping.png").WithName("Shipping"));
    eyes.CloseAsync();
}

Console.WriteLine(runner.GetAllTestResults(false));
