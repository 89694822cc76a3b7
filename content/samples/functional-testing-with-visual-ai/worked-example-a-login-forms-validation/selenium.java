eyes.open(driver, "Shop", "Login validation", new RectangleSize(1280, 800));

driver.get("https://shop.example.com/login");
eyes.check("Empty form", Target.window());

driver.findElement(By.id("email")).sendKeys("not-an-email");
driver.findElement(By.id("submit")).click();
new WebDriverWait(driver, Duration.ofSeconds(5))
    .until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".form-error")));
eyes.check("Invalid email", Target.region(By.id("login-form")));

driver.findElement(By.id("email")).clear();
driver.findElement(By.id("email")).sendKeys("ana@example.com");
driver.findElement(By.id("password")).sendKeys(System.getenv("TEST_PASSWORD"));
driver.findElement(By.id("submit")).click();
assertTrue(driver.getCurrentUrl().endsWith("/account"));   // navigation: keep in code
eyes.check("Account home", Target.window().fully().ignore(By.id("last-login")));

eyes.closeAsync();
