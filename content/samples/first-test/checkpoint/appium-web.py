try:
    eyes.open(driver, "Web Shop", "Login page")
    # the Android emulator reaches the host's localhost as 10.0.2.2
    driver.get("http://10.0.2.2:3000/login")
    eyes.check(Target.window().fully().with_name("Empty form"))

    driver.find_element("id", "submit").click()
    eyes.check(Target.window().fully().with_name("Validation errors"))
    eyes.close_async()
finally:
    eyes.abort()
    driver.quit()
print(runner.get_all_test_results(False))
