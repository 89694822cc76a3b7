Configuration config = eyes.getConfiguration();
config.setStitchMode(StitchMode.SCROLL);
config.setWaitBeforeScreenshots(250);
eyes.setConfiguration(config);

eyes.check(Target.window().fully()
    .lazyLoad(new LazyLoadOptions().scrollLength(800).waitingTime(300).maxAmountToScroll(15000))
    .ignore(By.cssSelector("#recently-viewed"))
    .withName("Product page"));
