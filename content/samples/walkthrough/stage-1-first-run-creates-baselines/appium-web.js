await eyes.open(driver, 'Pantry', 'Recipe page');
await driver.url('https://staging.pantry.test/recipes/lemon-tart');
await eyes.check(Target.window().withName('Recipe header'));
await driver.$('#servings-plus').click();
await eyes.check(Target.region('#ingredients').withName('Ingredients for 6'));
await eyes.closeAsync();
