var config = eyes.Configuration;
config.WaitBeforeScreenshots = 250;
eyes.Configuration = config;

// Scroll down to the reviews once, so the lazily loaded images are in place
var toReviews = "new UiScrollable(new UiSelector().scrollable(true))"
    + ".scrollIntoView(new UiSelector().description(\"reviews\"))";
driver.FindElement(MobileBy.AndroidUIAutomator(toReviews));

eyes.Check(Target.Window().Fully()
    .Ignore(MobileBy.AccessibilityId("recently-viewed"))
    .WithName("Product screen"));
