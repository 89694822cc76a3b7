var batch = new BatchInfo(Environment.GetEnvironmentVariable("EYES_BATCH_NAME") ?? "Shop – local");
batch.SequenceName = "Shop nightly";
batch.AddProperty("commit", Environment.GetEnvironmentVariable("GITHUB_SHA") ?? "local");

var config = new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBatch(batch);
