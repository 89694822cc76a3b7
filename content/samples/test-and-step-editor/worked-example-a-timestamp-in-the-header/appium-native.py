eyes.check(Target.window().fully()
    .ignore((AppiumBy.ACCESSIBILITY_ID, "last-updated"))
    .with_name("Order history"))
