// eyes.config.js: EYES_API_KEY holds your key for the Search team
module.exports = {
  apiKey: process.env.EYES_API_KEY,
};
