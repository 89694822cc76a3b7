// eyes.config.js
module.exports = {
  testConcurrency: 10,
};
