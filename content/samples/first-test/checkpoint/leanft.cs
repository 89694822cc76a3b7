SDK.Init(new SdkConfiguration());
var browser = BrowserFactory.Launch(BrowserType.Chrome);
try
{
    eyes.Open(browser, "Web Shop", "Login page", new RectangleSize(1280, 800));
    browser.Navigate("http://localhost:3000/login");
    eyes.Check(Target.Window().Fully().WithName("Empty form"));

    browser.Describe<IButton>(new ButtonDescription { Id = "submit" }).Click();
    eyes.Check(Target.Window().Fully().WithName("Validation errors"));
    eyes.CloseAsync();
}
finally
{
    eyes.Abort();
    browser.Close();
    SDK.Cleanup();
}
Console.WriteLine(runner.GetAllTestResults(false));
