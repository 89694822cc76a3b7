await driver.get('https://shop.example.com/');
await driver.manage().addCookie({ name: 'ab_hero', value: 'photo' });
await driver.navigate().refresh();
await eyes.check('Home', Target.window().fully());
