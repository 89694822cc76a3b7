await eyes.check(Target.window().fully()
  .ignore('header .last-updated')
  .withName('Order history'));
