it('login page', async () => {
  try {
    await eyes.open(browser, 'Web Shop', 'Login page', { width: 1280, height: 800 });
    await browser.get('http://localhost:3000/login');
    await eyes.check(Target.window().fully().withName('Empty form'));

    await element(by.id('submit')).click();
    await eyes.check(Target.window().fully().withName('Validation errors'));
    await eyes.closeAsync();
  } finally {
    await eyes.abort();
  }
});

afterAll(async () => console.log(await runner.getAllTestResults(false)));
