const batch = new BatchInfo({
  name: process.env.EYES_BATCH_NAME ?? 'Shop – local',
  sequenceName: 'Shop nightly',
  properties: [{ name: 'commit', value: process.env.GITHUB_SHA ?? 'local' }],
});

const config = new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setBatch(batch);
