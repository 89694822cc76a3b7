await eyes.check('Search results', Target.window().fully().layout());
await eyes.check('Order summary', Target.region('#summary').matchLevel(MatchLevel.STRICT));
