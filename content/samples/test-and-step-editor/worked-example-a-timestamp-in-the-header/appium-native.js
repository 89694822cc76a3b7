await eyes.check(Target.window().fully()
  .ignore('~last-updated')
  .withName('Order history'));
