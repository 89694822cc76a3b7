await eyes.open(page, 'Pantry', 'Recipe page');
await page.goto('https://staging.pantry.test/recipes/lemon-tart');
await eyes.check(Target.window().withName('Recipe header'));
await page.locator('#servings-plus').click();
await eyes.check(Target.region('#ingredients').withName('Ingredients for 6'));
await eyes.closeAsync();
