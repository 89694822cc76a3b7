eyes.Check("Home", Target.Window().Fully()
    .Layout(By.Id("top-stories"))
    .Ignore(By.CssSelector(".ad-slot")));
