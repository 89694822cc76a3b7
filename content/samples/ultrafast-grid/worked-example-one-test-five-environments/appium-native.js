// Renders a native mobile library capture on Android devices
const runner = new VisualGridRunner({ testConcurrency: 5 });
const eyes = new Eyes(runner);

const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.batch = new BatchInfo('Checkout – devices');
config.addMobileDevice({ deviceName: AndroidDeviceName.PIXEL_8, screenOrientation: 'portrait' });
config.addMobileDevice({ deviceName: AndroidDeviceName.PIXEL_9_PRO_XL, screenOrientation: 'portrait' });
config.addMobileDevice({ deviceName: AndroidDeviceName.GALAXY_A15, screenOrientation: 'portrait' });
config.addMobileDevice({ deviceName: AndroidDeviceName.GALAXY_TAB_S9, screenOrientation: 'portrait' });
config.addMobileDevice({ deviceName: AndroidDeviceName.GALAXY_TAB_S9, screenOrientation: 'landscape' });
eyes.configuration = config;

// driver: the app's test build, started with Eyes.setNmlCapabilities
await eyes.open(driver, 'Shop Android', 'Checkout');
await driver.$('~cart-tab').click();
await eyes.check(Target.window().fully().withName('Cart'));
await driver.$('~checkout').click();
await eyes.check(Target.window().fully().withName('Shipping'));
await eyes.closeAsync();

console.log(await runner.getAllTestResults(false));
