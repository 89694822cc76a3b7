eyes.check(EyesSdk::Target.image('screenshots/search-results.png')
  .layout
  .with_name('Search results'))
eyes.check(EyesSdk::Target.image('screenshots/order-summary.png')
  .match_level(EyesSdk::MatchLevel::STRICT)
  .with_name('Order summary'))
