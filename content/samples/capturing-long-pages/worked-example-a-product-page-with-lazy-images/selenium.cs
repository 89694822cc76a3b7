eyes.SetConfiguration(eyes.GetConfiguration()
    .SetStitchMode(StitchMode.Scroll)
    .SetWaitBeforeScreenshots(250));

eyes.Check("Product page", Target.Window().Fully()
    .LazyLoad(new LazyLoadOptions { ScrollLength = 800, WaitingTime = 300, MaxAmountToScroll = 15000 })
    .Ignore(By.Id("recently-viewed")));
