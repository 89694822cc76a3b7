eyes.Open(driver, "Pantry", "Recipe page");
driver.Navigate().GoToUrl("https://staging.pantry.test/recipes/lemon-tart");
eyes.Check(Target.Window().WithName("Recipe header"));
driver.FindElement(By.Id("servings-plus")).Click();
eyes.Check(Target.Region(By.Id("ingredients")).WithName("Ingredients for 6"));
eyes.CloseAsync();
