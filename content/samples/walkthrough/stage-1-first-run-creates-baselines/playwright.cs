eyes.Open(page, "Pantry", "Recipe page");
await page.GotoAsync("https://staging.pantry.test/recipes/lemon-tart");
eyes.Check(Target.Window().WithName("Recipe header"));
await page.Locator("#servings-plus").ClickAsync();
eyes.Check(Target.Region("#ingredients").WithName("Ingredients for 6"));
eyes.CloseAsync();
