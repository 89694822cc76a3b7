// Force the experiment group before the page loads
await page.context().addCookies([
  { name: 'ab_hero', value: 'photo', url: 'https://shop.example.com' },
]);
await page.goto('https://shop.example.com/');
await eyes.check('Home', { fully: true });
