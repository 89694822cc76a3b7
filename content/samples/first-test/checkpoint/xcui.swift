func testLoginScreen() {
    defer { eyes.abort() }
    app.launch()
    eyes.open(appName: "Web Shop", testName: "Login screen")
    eyes.check(Target.window().fully().withName("Empty form"))

    app.buttons["submit"].tap()
    eyes.check(Target.window().fully().withName("Validation errors"))
    eyes.closeAsync()
}
