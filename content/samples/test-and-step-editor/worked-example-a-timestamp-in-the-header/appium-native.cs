eyes.Check(Target.Window().Fully()
    .Ignore(MobileBy.AccessibilityId("last-updated"))
    .WithName("Order history"));
