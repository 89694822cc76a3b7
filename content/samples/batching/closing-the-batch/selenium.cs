new BatchClose()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBatchIds(new[] { Environment.GetEnvironmentVariable("EYES_BATCH_ID") })
    .Close();
