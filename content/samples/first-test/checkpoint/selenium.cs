try
{
    eyes.Open(driver, "Web Shop", "Login page", new RectangleSize(1280, 800));
    driver.Navigate().GoToUrl("http://localhost:3000/login");
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
