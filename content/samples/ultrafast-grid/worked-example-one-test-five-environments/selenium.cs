var runner = new VisualGridRunner(new RunnerOptions().TestConcurrency(5));
var eyes = new Eyes(runner);

eyes.SetConfiguration(new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBatch(new BatchInfo("Checkout – cross-browser"))
    .AddBrowser(1440, 900, BrowserType.Chrome)
    .AddBrowser(1440, 900, BrowserType.Firefox)
    .AddBrowser(1280, 800, BrowserType.Safari)
    .AddDeviceEmulation(DeviceName.Pixel7, ScreenOrientation.Portrait)
    .AddBrowser(new IosDeviceInfo(IosDeviceName.IPhone15, ScreenOrientation.Portrait)));

eyes.Open(driver, "Shop", "Checkout");
driver.Navigate().GoToUrl("https://shop.example.com/cart");
eyes.Check("Cart", Target.Window().Fully());
driver.FindElement(By.Id("checkout")).Click();
eyes.Check("Shipping", Target.Window().Fully());
eyes.CloseAsync();

var summary = runner.GetAllTestResults(false);
Console.WriteLine(summary);
