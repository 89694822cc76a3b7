const { BatchInfo, ClassicRunner, Configuration, Eyes, Target } = require('@eyes-sdk/images');

const runner = new ClassicRunner();
const batch = new BatchInfo('Checkout suite');
let eyes;

beforeEach(async function () {
  eyes = new Eyes(runner);
  const config = new Configuration();
  config.batch = batch;
  eyes.configuration = config;
  // images are checked as given; each image size is a baseline of its own
  await eyes.open('Web Shop', this.currentTest.title, { width: 1440, height: 900 });
});

it('guest checkout', async () => {
  await eyes.check(Target.image('screenshots/guest-checkout/cart.png').withName('Cart'));
  await eyes.check(Target.image('screenshots/guest-checkout/shipping-form.png').withName('Shipping form'));
});

afterEach(async () => eyes.closeAsync());
after(async () => console.log(await runner.getAllTestResults(false)));
