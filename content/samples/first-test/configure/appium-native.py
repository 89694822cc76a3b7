import os
from appium import webdriver
from appium.options.android import UiAutomator2Options
from appium.webdriver.common.appiumby import AppiumBy
from eyes_sdk_appium import ClassicRunner, Configuration, Eyes, Target

options = UiAutomator2Options().load_capabilities({"appium:deviceName": "Pixel 7", "appium:app": "/builds/WebShop.apk"})
driver = webdriver.Remote("http://127.0.0.1:4723", options=options)

runner = ClassicRunner()
eyes = Eyes(runner)
config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
eyes.configuration = config
