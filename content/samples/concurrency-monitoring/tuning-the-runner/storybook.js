// eyes.config.js
module.exports = {
  concurrency: 10,
};
