eyes.Check(Target.Window().Fully().Layout().WithName("Search results"));
eyes.Check(Target.Region(page.Locator("#summary"))
    .MatchLevel(MatchLevel.Strict)
    .WithName("Order summary"));
