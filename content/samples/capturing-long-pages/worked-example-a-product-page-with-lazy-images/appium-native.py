config = eyes.configuration
config.wait_before_screenshots = 250
eyes.configuration = config

# Scroll down to the reviews once, so the lazily loaded images are in place
to_reviews = ('new UiScrollable(new UiSelector().scrollable(true))'
              '.scrollIntoView(new UiSelector().description("reviews"))')
driver.find_element(AppiumBy.ANDROID_UIAUTOMATOR, to_reviews)

eyes.check(Target.window().fully()
    .ignore((AppiumBy.ACCESSIBILITY_ID, "recently-viewed"))
    .with_name("Product screen"))
