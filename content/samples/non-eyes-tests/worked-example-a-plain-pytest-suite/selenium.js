const driver = await new Builder()
  .usingServer('https://exec.eyes.example.com/wd/hub')
  .withCapabilities({
    browserName: 'chrome',
    'eyes:options': {
      apiKey: process.env.EYES_API_KEY,
      testName: this.currentTest.fullTitle(),
      batchId: process.env.CI_PIPELINE_ID,
      batchName: 'Shop functional',
    },
  })
  .build();

// in afterEach:
const failed = this.currentTest.state === 'failed';
await driver.executeScript('eyes:endTest', {
  status: failed ? 'Failed' : 'Passed',
  reason: failed ? this.currentTest.err.message : '',
});
await driver.quit();
