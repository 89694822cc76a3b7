// eyes.config.js
module.exports = {
  proxy: { url: 'http://proxy.corp.local:8080' },
};
