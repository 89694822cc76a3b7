eyes.open(driver, "Pantry", "Recipe screen");
driver.findElement(AppiumBy.accessibilityId("recipe-lemon-tart")).click();
eyes.check(Target.window().withName("Recipe header"));
driver.findElement(AppiumBy.accessibilityId("servings-plus")).click();
eyes.check(Target.region(AppiumBy.accessibilityId("ingredients")).withName("Ingredients for 6"));
eyes.closeAsync();
