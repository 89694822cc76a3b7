BatchInfo batch = new BatchInfo(System.getenv().getOrDefault("EYES_BATCH_NAME", "Shop – local"));
batch.setSequenceName("Shop nightly");
batch.addProperty("commit", System.getenv("GITHUB_SHA"));

Configuration config = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBatch(batch);
