var options = new ChromeOptions();
options.AddAdditionalOption("eyes:options", new Dictionary<string, object>
{
    ["apiKey"] = Environment.GetEnvironmentVariable("EYES_API_KEY"),
    ["testName"] = TestContext.CurrentContext.Test.Name,
    ["batchId"] = Environment.GetEnvironmentVariable("CI_PIPELINE_ID"),
    ["batchName"] = "Shop functional",
});
var driver = new RemoteWebDriver(new Uri("https://exec.eyes.example.com/wd/hub"), options);

// in [TearDown]:
var failed = TestContext.CurrentContext.Result.Outcome.Status == TestStatus.Failed;
((IJavaScriptExecutor)driver).ExecuteScript("eyes:endTest", new Dictionary<string, object>
{
    ["status"] = failed ? "Failed" : "Passed",
    ["reason"] = failed ? TestContext.CurrentContext.Result.Message : "",
});
driver.Quit();
