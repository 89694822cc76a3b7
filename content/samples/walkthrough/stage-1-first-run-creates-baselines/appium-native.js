await eyes.open(driver, 'Pantry', 'Recipe screen');
await driver.$('~recipe-lemon-tart').click();
await eyes.check(Target.window().withName('Recipe header'));
await driver.$('~servings-plus').click();
await eyes.check(Target.region('~ingredients').withName('Ingredients for 6'));
await eyes.closeAsync();
