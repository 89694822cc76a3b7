eyes.check(Target.window().fully()
    .layout(AppiumBy.accessibilityId("top-stories"))
    .ignore(AppiumBy.accessibilityId("ad-slot"))
    .withName("Home"));
