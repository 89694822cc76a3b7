eyes.Check(Target.Window().Fully()
    .Layout(MobileBy.AccessibilityId("top-stories"))
    .Ignore(MobileBy.AccessibilityId("ad-slot"))
    .WithName("Home"));
