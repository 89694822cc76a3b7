const batch = new BatchInfo(process.env.EYES_BATCH_NAME ?? 'Shop – local');
batch.sequenceName = 'Shop nightly';
batch.addProperty('commit', process.env.GITHUB_SHA ?? 'local');

const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.batch = batch;
