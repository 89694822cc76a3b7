# A phone's browser has the device's viewport: choose the device, not a size
options = UiAutomator2Options().load_capabilities({
    "platformName": "Android",
    "appium:automationName": "UiAutomator2",
    "appium:deviceName": "Pixel 7",
    "browserName": "Chrome",
})
driver = webdriver.Remote("http://127.0.0.1:4723", options=options)
eyes.open(driver, "Web Shop", "Product page")
