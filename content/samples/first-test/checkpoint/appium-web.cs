try
{
    eyes.Open(driver, "Web Shop", "Login page");
    // the Android emulator reaches the host's localhost as 10.0.2.2
    driver.Navigate().GoToUrl("http://10.0.2.2:3000/login");
    eyes.Check(Target.Window().Fully().WithName("Empty form"));

    driver.FindElement(By.Id("submit")).Click();
    eyes.Check(Target.Window().Fully().WithName("Validation errors"));
    eyes.CloseAsync();
}
finally
{
    eyes.Abort();
    driver.Quit();
}
Console.WriteLine(runner.GetAllTestResults(false));
