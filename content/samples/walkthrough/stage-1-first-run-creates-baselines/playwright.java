eyes.open(page, "Pantry", "Recipe page");
page.navigate("https://staging.pantry.test/recipes/lemon-tart");
eyes.check(Target.window().withName("Recipe header"));
page.locator("#servings-plus").click();
eyes.check(Target.region("#ingredients").withName("Ingredients for 6"));
eyes.closeAsync();
