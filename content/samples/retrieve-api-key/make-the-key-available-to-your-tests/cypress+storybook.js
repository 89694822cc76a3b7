// eyes.config.js
module.exports = {
  apiKey: process.env.EYES_API_KEY,
};
