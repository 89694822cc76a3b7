eyes.Check(Target.Region(MobileBy.AccessibilityId("orders-list")).Fully().WithName("Orders list"));
