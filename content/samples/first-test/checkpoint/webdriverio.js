it('login page', async () => {
  try {
    await eyes.open(browser, 'Web Shop', 'Login page', { width: 1280, height: 800 });
    await browser.url('http://localhost:3000/login');
    await eyes.check(Target.window().fully().withName('Empty form'));

    await $('#submit').click();
    await eyes.check(Target.window().fully().withName('Validation errors'));
    await eyes.closeAsync();
  } finally {
    await eyes.abort();
  }
});

after(async () => console.log(await runner.getAllTestResults(false)));
