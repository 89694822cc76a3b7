eyes.check(EyesSdk::Target.window.fully
  .ignore({ accessibility_id: 'last-updated' })
  .with_name('Order history'))
