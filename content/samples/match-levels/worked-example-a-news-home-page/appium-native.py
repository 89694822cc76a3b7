eyes.check(Target.window().fully()
    .layout((AppiumBy.ACCESSIBILITY_ID, "top-stories"))
    .ignore((AppiumBy.ACCESSIBILITY_ID, "ad-slot"))
    .with_name("Home"))
