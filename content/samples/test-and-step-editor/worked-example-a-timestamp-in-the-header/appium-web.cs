eyes.Check(Target.Window().Fully()
    .Ignore(By.CssSelector("header .last-updated"))
    .WithName("Order history"));
