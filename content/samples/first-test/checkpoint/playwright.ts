test('login page', async ({ page }) => {
  try {
    await eyes.open(page, 'Web Shop', 'Login page', { width: 1280, height: 800 });
    await page.goto('http://localhost:3000/login');
    await eyes.check(Target.window().fully().withName('Empty form'));

    await page.locator('#submit').click();
    await eyes.check(Target.window().fully().withName('Validation errors'));
    await eyes.closeAsync();
  } finally {
    await eyes.abort();
  }
});

test.afterAll(async () => console.log(await runner.getAllTestResults(false)));
