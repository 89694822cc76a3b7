const config = eyes.configuration;
config.waitBeforeScreenshots = 250;
eyes.configuration = config;

// Scroll down to the reviews once, so the lazily loaded images are in place
await driver.$('android=new UiScrollable(new UiSelector().scrollable(true))'
  + '.scrollIntoView(new UiSelector().description("reviews"))');

await eyes.check(Target.window().fully()
  .ignore('~recently-viewed')
  .withName('Product screen'));
