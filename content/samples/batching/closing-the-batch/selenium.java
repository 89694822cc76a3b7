new BatchClose()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBatchIds(List.of(System.getenv("EYES_BATCH_ID")))
    .close();
