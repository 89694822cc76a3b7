eyes.setConfiguration(eyes.getConfiguration()
  .setStitchMode(StitchMode.SCROLL)
  .setWaitBeforeScreenshots(250));

await eyes.check('Product page', Target.window().fully()
  .lazyLoad({ scrollLength: 800, waitingTime: 300, maxAmountToScroll: 15000 })
  .ignore('#recently-viewed'));
