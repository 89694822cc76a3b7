try:
    eyes.open(page, "Web Shop", "Login page", RectangleSize(1280, 800))
    page.goto("http://localhost:3000/login")
    eyes.check(Target.window().fully().with_name("Empty form"))

    page.locator("#submit").click()
    eyes.check(Target.window().fully().with_name("Validation errors"))
    eyes.close_async()
finally:
    eyes.abort()
    browser.close()
print(runner.get_all_test_results(False))
