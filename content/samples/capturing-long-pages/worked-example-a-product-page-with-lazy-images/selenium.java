Configuration config = eyes.getConfiguration()
    .setStitchMode(StitchMode.SCROLL)
    .setWaitBeforeScreenshots(250);
eyes.setConfiguration(config);

eyes.check("Product page", Target.window().fully()
    .lazyLoad(new LazyLoadOptions().scrollLength(800).waitingTime(300).maxAmountToScroll(15000))
    .ignore(By.id("recently-viewed")));
