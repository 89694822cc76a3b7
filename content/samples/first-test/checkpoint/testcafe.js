fixture('Login').page('http://localhost:3000/login');

test('Login page', async (t) => {
  try {
    await eyes.open(t, 'Web Shop', 'Login page', { width: 1280, height: 800 });
    await eyes.check(Target.window().fully().withName('Empty form'));

    await t.click('#submit');
    await eyes.check(Target.window().fully().withName('Validation errors'));
    await eyes.closeAsync();
  } finally {
    await eyes.abort();
  }
});
