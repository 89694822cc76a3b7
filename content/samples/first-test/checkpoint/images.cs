// Screenshots your own tooling saved; Eyes compares them as they are
try
{
    eyes.Open("Web Shop", "Login page", new RectangleSize(1280, 800));
    eyes.Check(Target.Image("screenshots/login-empty.png").WithName("Empty form"));
    eyes.Check(Target.Image("screenshots/login-errors.png").WithName("Validation errors"));
    eyes.CloseAsync();
}
finally
{
    eyes.Abort();
}
Console.WriteLine(runner.GetAllTestResults(false));
