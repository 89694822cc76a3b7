eyes.check(Target.window().fully()
    .ignore(By.cssSelector("header .last-updated"))
    .withName("Order history"));
