// eyes.config.js of the reference run (the API key is read from EYES_API_KEY)
module.exports = {
  serverUrl: 'https://eyes.example.com',
  batch: { name: 'Product page – cross-browser reference' },
  baselineEnvName: 'shop-reference-1440',
  browser: [{ width: 1440, height: 900, name: 'chrome' }],
};
