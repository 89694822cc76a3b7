BatchInfo batch = new BatchInfo(System.getenv().getOrDefault("EYES_BATCH_NAME", "Shop – local"));
batch.setSequenceName("Shop nightly");
batch.addProperty("commit", System.getenv().getOrDefault("GITHUB_SHA", "local"));

Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setBatch(batch);
