// eyes.config.js: the Storybook run joins the CI batch; its renders count
// against the same 20 sessions as the four shards
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  appName: 'Shop components',
  concurrency: 5,
  batch: { name: 'Shop – CI' }, // ID from EYES_BATCH_ID
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1440, height: 900, name: 'safari' },
  ],
};
