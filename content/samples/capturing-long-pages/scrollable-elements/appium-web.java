eyes.check(Target.region(By.cssSelector("#orders-grid")).fully().withName("Orders table"));
