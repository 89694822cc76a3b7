eyes.check(Target.image("screenshots/search-results.png").layout().with_name("Search results"))
eyes.check(Target.image("screenshots/order-summary.png").match_level(MatchLevel.STRICT).with_name("Order summary"))
