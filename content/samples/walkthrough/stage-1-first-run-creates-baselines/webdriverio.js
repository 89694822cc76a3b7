await eyes.open(browser, 'Pantry', 'Recipe page');
await browser.url('https://staging.pantry.test/recipes/lemon-tart');
await eyes.check(Target.window().withName('Recipe header'));
await $('#servings-plus').click();
await eyes.check(Target.region('#ingredients').withName('Ingredients for 6'));
await eyes.closeAsync();
