options = webdriver.ChromeOptions()
options.browser_version = "latest"
options.set_capability("eyes:options", {
    "apiKey": os.environ["EYES_API_KEY"],
    "testName": "Checkout",
})

driver = webdriver.Remote(command_executor=Eyes.get_execution_cloud_url(), options=options)

eyes = Eyes(ClassicRunner())
eyes.set_configuration(Configuration()
    .set_api_key(os.environ["EYES_API_KEY"])
    .set_server_url("https://eyes.example.com")
    .set_batch(BatchInfo("Shop – Execution Cloud")))
try:
    eyes.open(driver, "Shop", "Checkout", {"width": 1280, "height": 800})
    driver.get("https://shop.example.com/cart")
    eyes.check("Cart", Target.window().fully())
    driver.find_element(By.ID, "checkout").click()
    eyes.check("Shipping", Target.window().fully())
    eyes.close_async()
finally:
    driver.quit()
