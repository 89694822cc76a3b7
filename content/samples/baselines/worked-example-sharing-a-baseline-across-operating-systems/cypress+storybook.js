// eyes.config.js
module.exports = {
  baselineEnvName: 'chrome-desktop',
};
