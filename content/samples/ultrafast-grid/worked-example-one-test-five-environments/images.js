// Images are compared as given: one test per environment you took screenshots in
const runner = new ClassicRunner();
const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.batch = new BatchInfo('Checkout – cross-browser');

for (const env of ['chrome-1440x900', 'firefox-1440x900', 'safari-1280x800', 'pixel-7', 'iphone-15']) {
  const eyes = new Eyes(runner);
  eyes.configuration = config;
  await eyes.open('Shop', `Checkout (${env})`);
  await eyes.check(Target.image(`screenshots/${env}/cart.png`).withName('Cart'));
  await eyes.check(Target.image(`screenshots/${env}/shipping.png`).withName('Shipping'));
  await eyes.closeAsync();
}

console.log(await runner.getAllTestResults(false));
