await eyes.check(Target.window().fully().layout().withName('Search results'));
await eyes.check(Target.region('#summary')
  .matchLevel(MatchLevel.STRICT)
  .withName('Order summary'));
