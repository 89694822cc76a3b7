const branch = process.env.GITHUB_HEAD_REF || 'main';
const parent = process.env.GITHUB_BASE_REF || 'main';

const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.branchName = `shop/${branch}`;
config.parentBranchName = `shop/${parent}`;
eyes.configuration = config;
