var config = eyes.Configuration;
config.StitchMode = StitchMode.Scroll;
config.WaitBeforeScreenshots = 250;
eyes.Configuration = config;

eyes.Check(Target.Window().Fully()
    .LazyLoad(new LazyLoadOptions { ScrollLength = 800, WaitingTime = 300, MaxAmountToScroll = 15000 })
    .Ignore(By.CssSelector("#recently-viewed"))
    .WithName("Product page"));
