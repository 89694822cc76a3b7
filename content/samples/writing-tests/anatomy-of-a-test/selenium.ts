import { BatchInfo, BrowserType, Configuration, Eyes, Target, VisualGridRunner } from '@eyes-sdk/selenium';

const runner = new VisualGridRunner({ testConcurrency: 5 });
const batch = new BatchInfo('Checkout suite');
let eyes: Eyes;

beforeEach(async function () {
  eyes = new Eyes(runner);
  const config = new Configuration()
    .setBatch(batch)
    .addBrowser(1440, 900, BrowserType.CHROME)
    .addBrowser(390, 844, BrowserType.SAFARI);
  eyes.setConfiguration(config);
  await eyes.open(driver, 'Web Shop', this.currentTest!.title);
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
