Configuration config = eyes.getConfiguration();
config.setWaitBeforeScreenshots(250);
eyes.setConfiguration(config);

// Scroll down to the reviews once, so the lazily loaded images are in place
String toReviews = "new UiScrollable(new UiSelector().scrollable(true))"
    + ".scrollIntoView(new UiSelector().description(\"reviews\"))";
driver.findElement(AppiumBy.androidUIAutomator(toReviews));

eyes.check(Target.window().fully()
    .ignore(AppiumBy.accessibilityId("recently-viewed"))
    .withName("Product screen"));
