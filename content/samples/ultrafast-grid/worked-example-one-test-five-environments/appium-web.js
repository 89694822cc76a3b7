const runner = new VisualGridRunner({ testConcurrency: 5 });
const eyes = new Eyes(runner);

const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.batch = new BatchInfo('Checkout – cross-browser');
config.addBrowser(1440, 900, BrowserType.CHROME);
config.addBrowser(1440, 900, BrowserType.FIREFOX);
config.addBrowser(1280, 800, BrowserType.SAFARI);
config.addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT);
config.addBrowser({ iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_15, screenOrientation: ScreenOrientation.PORTRAIT } });
eyes.configuration = config;

// driver: an Appium session with Chrome on one Android emulator
await eyes.open(driver, 'Shop', 'Checkout');
await driver.url('https://shop.example.com/cart');
await eyes.check(Target.window().fully().withName('Cart'));
await driver.$('#checkout').click();
await eyes.check(Target.window().fully().withName('Shipping'));
await eyes.closeAsync();

console.log(await runner.getAllTestResults(false));
