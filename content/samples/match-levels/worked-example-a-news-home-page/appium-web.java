eyes.check(Target.window().fully()
    .layout(By.cssSelector("#top-stories"))
    .ignore(By.cssSelector(".ad-slot"))
    .withName("Home"));
