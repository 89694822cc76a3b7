// wdio.conf.js: each worker process loads it, so one runner per worker
const { VisualGridRunner, Eyes, Configuration, BatchInfo, BrowserType } =
  require('@eyes-sdk/webdriverio');

const runner = new VisualGridRunner({ testConcurrency: 5 });
const batch = new BatchInfo('Shop – CI'); // ID from EYES_BATCH_ID

exports.config = {
  maxInstances: 1, // one worker per shard: 5 renders x 4 shards = 20
  async beforeTest(test) {
    global.eyes = new Eyes(runner); // one per test
    const config = new Configuration();
    config.apiKey = process.env.EYES_API_KEY;
    config.serverUrl = 'https://eyes.example.com';
    config.batch = batch;
    config.addBrowser(1440, 900, BrowserType.CHROME);
    config.addBrowser(1440, 900, BrowserType.SAFARI);
    eyes.configuration = config;
    await eyes.open(browser, 'Shop', test.fullTitle);
  },
  async afterTest() {
    await eyes.closeAsync();
  },
  async after() {
    console.log(await runner.getAllTestResults(false));
  },
};
