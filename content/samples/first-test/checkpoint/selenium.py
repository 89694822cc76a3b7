try:
    eyes.open(driver, "Web Shop", "Login page", RectangleSize(1280, 800))
    driver.get("http://localhost:3000/login")
    eyes.check(Target.window().fully().with_name("Empty form"))

    driver.find_element("id", "submit").click()
    eyes.check(Target.window().fully().with_name("Validation errors"))
    eyes.close_async()
finally:
    eyes.abort()
    driver.quit()
print(runner.get_all_test_results(False))
