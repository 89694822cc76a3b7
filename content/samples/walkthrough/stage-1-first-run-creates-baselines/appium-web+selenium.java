eyes.open(driver, "Pantry", "Recipe page");
driver.get("https://staging.pantry.test/recipes/lemon-tart");
eyes.check(Target.window().withName("Recipe header"));
driver.findElement(By.id("servings-plus")).click();
eyes.check(Target.region(By.id("ingredients")).withName("Ingredients for 6"));
eyes.closeAsync();
