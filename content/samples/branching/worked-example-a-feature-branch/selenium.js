const branch = process.env.GITHUB_HEAD_REF || 'main';
const parent = process.env.GITHUB_BASE_REF || 'main';

const config = new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setBranchName(`shop/${branch}`)
  .setParentBranchName(`shop/${parent}`);
eyes.setConfiguration(config);
