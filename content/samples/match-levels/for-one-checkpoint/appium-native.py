eyes.check(Target.window().fully().layout().with_name("Search results"))
eyes.check(Target.region((AppiumBy.ACCESSIBILITY_ID, "order-summary"))
    .match_level(MatchLevel.STRICT)
    .with_name("Order summary"))
