eyes.check(Target.window().fully()
    .ignore(AppiumBy.accessibilityId("last-updated"))
    .withName("Order history"));
