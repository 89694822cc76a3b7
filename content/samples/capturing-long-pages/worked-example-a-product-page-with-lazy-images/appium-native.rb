config = eyes.configuration
config.wait_before_screenshots = 250
eyes.configuration = config

# Scroll down to the reviews once, so the lazily loaded images are in place
driver.find_element(:uiautomator, 'new UiScrollable(new UiSelector().scrollable(true))' \
  '.scrollIntoView(new UiSelector().description("reviews"))')

eyes.check(EyesSdk::Target.window.fully
  .ignore({ accessibility_id: 'recently-viewed' })
  .with_name('Product screen'))
