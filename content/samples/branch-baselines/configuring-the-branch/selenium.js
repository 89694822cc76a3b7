const config = new Configuration()
  .setBranchName(process.env.GITHUB_HEAD_REF || 'default')
  .setParentBranchName('default');
eyes.setConfiguration(config);
