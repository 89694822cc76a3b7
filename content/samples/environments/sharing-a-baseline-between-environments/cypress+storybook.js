// eyes.config.js
module.exports = {
  baselineEnvName: 'desktop-chromium',
};
