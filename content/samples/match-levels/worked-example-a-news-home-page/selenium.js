await eyes.check('Home', Target.window().fully()
  .layout('#top-stories')
  .ignore('.ad-slot'));
