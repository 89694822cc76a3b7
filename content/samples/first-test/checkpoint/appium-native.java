try {
    eyes.open(driver, "Web Shop", "Login screen");
    eyes.check(Target.window().fully().withName("Empty form"));

    driver.findElement(AppiumBy.accessibilityId("submit")).click();
    eyes.check(Target.window().fully().withName("Validation errors"));
    eyes.closeAsync();
} finally {
    eyes.abort();
    driver.quit();
}
System.out.println(runner.getAllTestResults(false));
