try {
    eyes.open(page, "Web Shop", "Login page", new RectangleSize(1280, 800));
    page.navigate("http://localhost:3000/login");
    eyes.check(Target.window().fully().withName("Empty form"));

    page.locator("#submit").click();
    eyes.check(Target.window().fully().withName("Validation errors"));
    eyes.closeAsync();
} finally {
    eyes.abort();
    browser.close();
}
System.out.println(runner.getAllTestResults(false));
