eyes.check(Target.window().fully().layout().withName("Search results"));
eyes.check(Target.region(By.cssSelector("#summary"))
    .matchLevel(MatchLevel.STRICT)
    .withName("Order summary"));
