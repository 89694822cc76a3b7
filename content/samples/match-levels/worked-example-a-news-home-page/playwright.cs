eyes.Check(Target.Window().Fully()
    .Layout(page.Locator("#top-stories"))
    .Ignore(page.Locator(".ad-slot"))
    .WithName("Home"));
