eyes.check("Orders table", Target.region(By.id("orders-grid")).fully());
