await eyes.check(Target.window().fully()
  .layout('#top-stories')
  .ignore('.ad-slot')
  .withName('Home'));
