test('Recipe page', async ({ page, eyes }) => {
  await page.goto('https://staging.pantry.test/recipes/lemon-tart');
  await eyes.check('Recipe header');
  await page.locator('#servings-plus').click();
  await eyes.check('Ingredients for 6', { region: page.locator('#ingredients') });
});
