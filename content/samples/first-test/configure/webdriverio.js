// wdio.conf.js: the SDK is a service of the WDIO test runner; it opens an Eyes test before
// each test (named after it) and closes it after. The API key comes from EYES_API_KEY (step 1).
const { EyesService } = require('@eyes-sdk/webdriverio');

exports.config = {
  // ...specs, capabilities and framework as npm init wdio wrote them
  services: [
    [
      EyesService,
      {
        appName: 'Web Shop',
        batch: { name: 'Login page' },
        viewportSize: { width: 1280, height: 800 },
      },
    ],
  ],
};
