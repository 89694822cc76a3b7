// eyes.config.js
const branch = process.env.GITHUB_HEAD_REF || 'main';
const parent = process.env.GITHUB_BASE_REF || 'main';

module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  branchName: `shop/${branch}`,
  parentBranchName: `shop/${parent}`,
};
