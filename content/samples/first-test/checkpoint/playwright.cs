try
{
    eyes.Open(page, "Web Shop", "Login page", new RectangleSize(1280, 800));
    await page.GotoAsync("http://localhost:3000/login");
    eyes.Check(Target.Window().Fully().WithName("Empty form"));

    await page.Locator("#submit").ClickAsync();
    eyes.Check(Target.Window().Fully().WithName("Validation errors"));
    eyes.CloseAsync();
}
finally
{
    eyes.Abort();
    await browser.CloseAsync();
}
Console.WriteLine(runner.GetAllTestResults(false));
