eyes.check(Target.window().fully().layout().withName("Search results"))
eyes.check(Target.region(app.otherElements["order-summary"])
    .matchLevel(MatchLevel.Strict)
    .withName("Order summary"))
