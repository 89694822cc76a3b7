await eyes.open(browser, 'Shop', 'Login validation', { width: 1280, height: 800 });

await browser.url('https://shop.example.com/login');
await eyes.check(Target.window().withName('Empty form'));

await $('#email').setValue('not-an-email');
await $('#submit').click();
await $('.form-error').waitForDisplayed({ timeout: 5000 });
await eyes.check(Target.region('#login-form').withName('Invalid email'));

await $('#email').setValue('ana@example.com');
await $('#password').setValue(process.env.TEST_PASSWORD);
await $('#submit').click();
// navigation: keep in code
await expect(browser).toHaveUrl(expect.stringMatching(/\/account$/));
await eyes.check(Target.window().fully().ignore('#last-login').withName('Account home'));

await eyes.closeAsync();
