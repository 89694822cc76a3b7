eyes.Check(Target.Region(By.CssSelector("#orders-grid")).Fully().WithName("Orders table"));
