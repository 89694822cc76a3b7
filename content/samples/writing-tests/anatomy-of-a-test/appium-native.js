const { BatchInfo, ClassicRunner, Configuration, Eyes, Target } = require('@eyes-sdk/appium');

// screens are captured on this job's device; run one job per device, sharing EYES_BATCH_ID
const runner = new ClassicRunner();
const batch = new BatchInfo('Checkout suite');
let eyes;

beforeEach(async function () {
  eyes = new Eyes(runner);
  const config = new Configuration();
  config.batch = batch;
  eyes.configuration = config;
  await eyes.open(driver, 'Web Shop', this.currentTest.title);
});

it('guest checkout', async () => {
  await shop.addToCart('SKU-1042');
  await shop.openCart();
  await eyes.check(Target.window().fully().withName('Cart'));

  await shop.checkoutAsGuest('ada@example.com');
  await eyes.check(Target.region('~shipping').withName('Shipping form'));
});

afterEach(async () => eyes.closeAsync());
after(async () => console.log(await runner.getAllTestResults(false)));
