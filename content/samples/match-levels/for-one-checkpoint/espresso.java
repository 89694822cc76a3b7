eyes.check(Target.window().fully().layout().withName("Search results"));
eyes.check(Target.region(withId(R.id.order_summary))
    .matchLevel(MatchLevel.STRICT)
    .withName("Order summary"));
