// eyes.config.js
module.exports = {
  properties: [{ name: 'assignee', value: process.env.GIT_AUTHOR_EMAIL }],
};
