eyes.check(EyesSdk::Target.window.fully.layout.with_name('Search results'))
eyes.check(EyesSdk::Target.region('#summary')
  .match_level(EyesSdk::MatchLevel::STRICT)
  .with_name('Order summary'))
