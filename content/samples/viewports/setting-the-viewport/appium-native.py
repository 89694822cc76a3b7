# A native app fills the device's screen: choose the device, not a size
options = UiAutomator2Options().load_capabilities({
    "platformName": "Android",
    "appium:automationName": "UiAutomator2",
    "appium:deviceName": "Pixel 7",
    "appium:app": "/builds/ShopApp.apk",
})
driver = webdriver.Remote("http://127.0.0.1:4723", options=options)
eyes.open(driver, "Shop app", "Login screen")
