eyes.check(Target.window().fully().layout().with_name("Search results"))
eyes.check(Target.region(page.locator("#summary"))
    .match_level(MatchLevel.STRICT)
    .with_name("Order summary"))
