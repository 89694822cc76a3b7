const config = eyes.configuration;
config.stitchMode = StitchMode.SCROLL;
config.waitBeforeScreenshots = 250;
eyes.configuration = config;

await eyes.check(Target.window().fully()
  .lazyLoad({ scrollLength: 800, waitingTime: 300, maxAmountToScroll: 15000 })
  .ignore('#recently-viewed')
  .withName('Product page'));
