try:
    eyes.open(driver, "Web Shop", "Login screen")
    eyes.check(Target.window().fully().with_name("Empty form"))

    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "submit").click()
    eyes.check(Target.window().fully().with_name("Validation errors"))
    eyes.close_async()
finally:
    eyes.abort()
    driver.quit()
print(runner.get_all_test_results(False))
