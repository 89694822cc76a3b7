eyes.Check(Target.Window().Fully().Layout().WithName("Search results"));
eyes.Check(Target.Region(MobileBy.AccessibilityId("order-summary"))
    .MatchLevel(MatchLevel.Strict)
    .WithName("Order summary"));
