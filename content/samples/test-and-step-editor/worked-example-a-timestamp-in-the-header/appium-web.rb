eyes.check(EyesSdk::Target.window.fully
  .ignore('header .last-updated')
  .with_name('Order history'))
