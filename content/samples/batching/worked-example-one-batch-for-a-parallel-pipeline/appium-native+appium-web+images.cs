var batch = new BatchInfo(Environment.GetEnvironmentVariable("EYES_BATCH_NAME") ?? "Shop – local");
batch.SequenceName = "Shop nightly";
batch.AddProperty("commit", Environment.GetEnvironmentVariable("GITHUB_SHA") ?? "local");

var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.Batch = batch;
