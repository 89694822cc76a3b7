await eyes.open(driver, 'Shop', 'Login validation', { width: 1280, height: 800 });

await driver.get('https://shop.example.com/login');
await eyes.check('Empty form', Target.window());

await driver.findElement(By.id('email')).sendKeys('not-an-email');
await driver.findElement(By.id('submit')).click();
await driver.wait(until.elementLocated(By.css('.form-error')), 5000);
await eyes.check('Invalid email', Target.region('#login-form'));

await driver.findElement(By.id('email')).clear();
await driver.findElement(By.id('email')).sendKeys('ana@example.com');
await driver.findElement(By.id('password')).sendKeys(process.env.TEST_PASSWORD);
await driver.findElement(By.id('submit')).click();
assert.match(await driver.getCurrentUrl(), /\/account$/); // navigation: keep in code
await eyes.check('Account home', Target.window().fully().ignore('#last-login'));

await eyes.closeAsync();
