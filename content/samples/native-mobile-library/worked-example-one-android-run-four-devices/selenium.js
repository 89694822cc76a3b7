const capabilities = {
  platformName: 'Android',
  'appium:app': '/builds/shop-debug.apk',
};
Eyes.setNmlCapabilities(capabilities, process.env.EYES_API_KEY, 'https://eyes.example.com');
const driver = await remote({ hostname: '127.0.0.1', port: 4723, capabilities });

const runner = new VisualGridRunner({ testConcurrency: 4 });
const eyes = new Eyes(runner);
eyes.setConfiguration(new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .addMobileDevice({ deviceName: AndroidDeviceName.PIXEL_8, screenOrientation: 'portrait' })
  .addMobileDevice({ deviceName: AndroidDeviceName.GALAXY_A15, screenOrientation: 'portrait' })
  .addMobileDevice({ deviceName: AndroidDeviceName.PIXEL_9_PRO_XL, screenOrientation: 'portrait' })
  .addMobileDevice({ deviceName: AndroidDeviceName.GALAXY_TAB_S9, screenOrientation: 'landscape' }));

await eyes.open(driver, 'Shop Android', 'Product page');
await eyes.check('Product', Target.window().fully());
await eyes.closeAsync();
await runner.getAllTestResults(false);
