eyes.Check(Target.Window().Fully()
    .Layout(By.CssSelector("#top-stories"))
    .Ignore(By.CssSelector(".ad-slot"))
    .WithName("Home"));
