# Screenshots your own tooling saved; Eyes compares them as they are
try:
    eyes.open("Web Shop", "Login page", RectangleSize(1280, 800))
    eyes.check(Target.image("screenshots/login-empty.png").with_name("Empty form"))
    eyes.check(Target.image("screenshots/login-errors.png").with_name("Validation errors"))
    eyes.close_async()
finally:
    eyes.abort()
print(runner.get_all_test_results(False))
