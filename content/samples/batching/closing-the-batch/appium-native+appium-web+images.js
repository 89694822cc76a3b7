// Final CI step, after every worker has finished
const closer = new BatchClose();
await closer.close(process.env.EYES_BATCH_ID);
