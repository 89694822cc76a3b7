func testLoginScreen() {
    defer { eyes.abort() }
    let controller = LoginViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    eyes.open(appName: "Web Shop", testName: "Login screen")
    eyes.check(Target.window().withName("Empty form"))

    controller.submitButton.sendActions(for: .touchUpInside)
    eyes.check(Target.window().withName("Validation errors"))
    eyes.closeAsync()
}
