// Mocha root hooks – each parallel worker loads this file once.
const runner = new VisualGridRunner({ testConcurrency: 5 });
const batch = new BatchInfo('Shop – CI'); // ID from EYES_BATCH_ID

export const mochaHooks = {
  async beforeEach() {
    this.eyes = new Eyes(runner); // one per test
    this.eyes.setConfiguration(new Configuration()
      .setApiKey(process.env.EYES_API_KEY)
      .setServerUrl('https://eyes.example.com')
      .setBatch(batch)
      .addBrowser(1440, 900, BrowserType.CHROME)
      .addBrowser(1440, 900, BrowserType.SAFARI));
    await this.eyes.open(this.driver, 'Shop', this.currentTest.fullTitle());
  },
  async afterEach() {
    await this.eyes.closeAsync();
  },
  async afterAll() {
    console.log((await runner.getAllTestResults(false)).toString());
  },
};
