await new BatchClose({ apiKey: process.env.EYES_API_KEY, serverUrl: 'https://eyes.example.com' })
  .setBatchIds([process.env.EYES_BATCH_ID])
  .close();
