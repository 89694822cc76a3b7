const { Target } = require('@eyes-sdk/webdriverio');

// The service has opened the Eyes test "login page"; it closes it when the test ends.
it('login page', async () => {
  await browser.url('http://localhost:3000/login');
  await browser.eyesCheck('Empty form', Target.window().fully());

  await $('#submit').click();
  await browser.eyesCheck('Validation errors', Target.window().fully());
});
