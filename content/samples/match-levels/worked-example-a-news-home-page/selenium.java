eyes.check("Home", Target.window().fully()
    .layout(By.id("top-stories"))
    .ignore(By.cssSelector(".ad-slot")));
