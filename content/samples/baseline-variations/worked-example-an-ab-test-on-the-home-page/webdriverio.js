await browser.url('https://shop.example.com/');
await browser.setCookies({ name: 'ab_hero', value: 'photo' });
await browser.refresh();
await eyes.check(Target.window().fully().withName('Home'));
