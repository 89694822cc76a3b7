eyes.check(Target.region(AppiumBy.accessibilityId("orders-list")).fully().withName("Orders list"));
