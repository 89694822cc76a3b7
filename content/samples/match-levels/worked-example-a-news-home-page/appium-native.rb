eyes.check(EyesSdk::Target.window.fully
  .layout({ accessibility_id: 'top-stories' })
  .ignore({ accessibility_id: 'ad-slot' })
  .with_name('Home'))
