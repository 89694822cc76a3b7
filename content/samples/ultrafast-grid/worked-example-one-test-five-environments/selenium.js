const runner = new VisualGridRunner({ testConcurrency: 5 });
const eyes = new Eyes(runner);

eyes.setConfiguration(new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setBatch(new BatchInfo('Checkout – cross-browser'))
  .addBrowser(1440, 900, BrowserType.CHROME)
  .addBrowser(1440, 900, BrowserType.FIREFOX)
  .addBrowser(1280, 800, BrowserType.SAFARI)
  .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
  .addBrowser({ iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_15, screenOrientation: ScreenOrientation.PORTRAIT } }));

await eyes.open(driver, 'Shop', 'Checkout');
await driver.get('https://shop.example.com/cart');
await eyes.check('Cart', Target.window().fully());
await driver.findElement(By.id('checkout')).click();
await eyes.check('Shipping', Target.window().fully());
await eyes.closeAsync();

const summary = await runner.getAllTestResults(false);
console.log(summary.toString());
