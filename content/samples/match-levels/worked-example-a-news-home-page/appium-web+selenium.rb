eyes.check(EyesSdk::Target.window.fully
  .layout('#top-stories')
  .ignore('.ad-slot')
  .with_name('Home'))
