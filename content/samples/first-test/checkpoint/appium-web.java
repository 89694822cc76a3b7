try {
    eyes.open(driver, "Web Shop", "Login page");
    // the Android emulator reaches the host's localhost as 10.0.2.2
    driver.get("http://10.0.2.2:3000/login");
    eyes.check(Target.window().fully().withName("Empty form"));

    driver.findElement(By.id("submit")).click();
    eyes.check(Target.window().fully().withName("Validation errors"));
    eyes.closeAsync();
} finally {
    eyes.abort();
    driver.quit();
}
System.out.println(runner.getAllTestResults(false));
