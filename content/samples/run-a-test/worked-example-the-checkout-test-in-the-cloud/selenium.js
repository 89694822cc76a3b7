const driver = await new Builder()
  .usingServer(await Eyes.getExecutionCloudUrl())
  .withCapabilities({
    browserName: 'chrome',
    browserVersion: 'latest',
    'eyes:options': { apiKey: process.env.EYES_API_KEY, testName: 'Checkout' },
  })
  .build();

const eyes = new Eyes(new ClassicRunner());
eyes.setConfiguration(new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setBatch(new BatchInfo('Shop – Execution Cloud')));
try {
  await eyes.open(driver, 'Shop', 'Checkout', { width: 1280, height: 800 });
  await driver.get('https://shop.example.com/cart');
  await eyes.check('Cart', Target.window().fully());
  await driver.findElement(By.id('checkout')).click();
  await eyes.check('Shipping', Target.window().fully());
  await eyes.closeAsync();
} finally {
  await driver.quit();
}
