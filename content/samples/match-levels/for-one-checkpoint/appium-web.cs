eyes.Check(Target.Window().Fully().Layout().WithName("Search results"));
eyes.Check(Target.Region(By.CssSelector("#summary"))
    .MatchLevel(MatchLevel.Strict)
    .WithName("Order summary"));
