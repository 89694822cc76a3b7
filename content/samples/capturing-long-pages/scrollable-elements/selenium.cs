eyes.Check("Orders table", Target.Region(By.Id("orders-grid")).Fully());
