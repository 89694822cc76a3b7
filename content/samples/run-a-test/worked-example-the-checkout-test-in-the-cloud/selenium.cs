var options = new ChromeOptions { BrowserVersion = "latest" };
options.AddAdditionalOption("eyes:options", new Dictionary<string, object>
{
    ["apiKey"] = Environment.GetEnvironmentVariable("EYES_API_KEY"),
    ["testName"] = "Checkout",
});

var driver = new RemoteWebDriver(new Uri(Eyes.GetExecutionCloudUrl()), options);

var eyes = new Eyes(new ClassicRunner());
eyes.SetConfiguration(new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBatch(new BatchInfo("Shop – Execution Cloud")));
try
{
    eyes.Open(driver, "Shop", "Checkout", new Size(1280, 800));
    driver.Navigate().GoToUrl("https://shop.example.com/cart");
    eyes.Check("Cart", Target.Window().Fully());
    driver.FindElement(By.Id("checkout")).Click();
    eyes.Check("Shipping", Target.Window().Fully());
    eyes.CloseAsync();
}
finally
{
    driver.Quit();
}
