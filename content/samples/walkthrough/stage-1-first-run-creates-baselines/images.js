// Screenshots your own tooling saved of the recipe page; Eyes compares them as they are
await eyes.open('Pantry', 'Recipe page', { width: 1440, height: 900 });
await eyes.check(Target.image('screenshots/lemon-tart/header.png').withName('Recipe header'));
await eyes.check(Target.image('screenshots/lemon-tart/ingredients-6.png').withName('Ingredients for 6'));
await eyes.closeAsync();
