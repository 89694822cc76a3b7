eyes.check("Search results", Target.window().fully().layout())
eyes.check("Order summary", Target.region("#summary").match_level(MatchLevel.STRICT))
