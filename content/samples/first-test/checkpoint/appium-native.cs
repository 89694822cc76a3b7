try
{
    eyes.Open(driver, "Web Shop", "Login screen");
    eyes.Check(Target.Window().Fully().WithName("Empty form"));

    driver.FindElement(MobileBy.AccessibilityId("submit")).Click();
    eyes.Check(Target.Window().Fully().WithName("Validation errors"));
    eyes.CloseAsync();
}
finally
{
    eyes.Abort();
    driver.Quit();
}
Console.WriteLine(runner.GetAllTestResults(false));
