// eyes.config.js of the comparison run: the same name, Safari, Layout
module.exports = {
  serverUrl: 'https://eyes.example.com',
  batch: { name: 'Product page – Safari vs Chrome' },
  baselineEnvName: 'shop-reference-1440',
  matchLevel: 'Layout',
  browser: [{ width: 1440, height: 900, name: 'safari' }],
};
