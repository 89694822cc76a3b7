const { BatchInfo, Configuration, DeviceName, Eyes, ScreenOrientation, Target, VisualGridRunner } = require('@eyes-sdk/appium');

const runner = new VisualGridRunner({ testConcurrency: 5 });
const batch = new BatchInfo('Checkout suite');
let eyes;

beforeEach(async function () {
  eyes = new Eyes(runner);
  const config = new Configuration();
  config.batch = batch;
  // the grid renders each checkpoint of the phone's page on these devices
  config.addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT);
  config.addDeviceEmulation(DeviceName.GALAXY_S23, ScreenOrientation.PORTRAIT);
  eyes.configuration = config;
  await eyes.open(driver, 'Web Shop', this.currentTest.title);
});

it('guest checkout', async () => {
  await shop.addToCart('SKU-1042');
  await shop.openCart();
  await eyes.check(Target.window().fully().withName('Cart'));

  await shop.checkoutAsGuest('ada@example.com');
  await eyes.check(Target.region('#shipping').withName('Shipping form'));
});

afterEach(async () => eyes.closeAsync());
after(async () => console.log(await runner.getAllTestResults(false)));
