eyes.check(Target.window().fully().layout().withName("Search results"));
eyes.check(Target.region(page.locator("#summary"))
    .matchLevel(MatchLevel.STRICT)
    .withName("Order summary"));
