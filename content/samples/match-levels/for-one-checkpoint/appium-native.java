eyes.check(Target.window().fully().layout().withName("Search results"));
eyes.check(Target.region(AppiumBy.accessibilityId("order-summary"))
    .matchLevel(MatchLevel.STRICT)
    .withName("Order summary"));
