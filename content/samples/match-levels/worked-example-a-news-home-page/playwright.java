eyes.check(Target.window().fully()
    .layout(page.locator("#top-stories"))
    .ignore(page.locator(".ad-slot"))
    .withName("Home"));
