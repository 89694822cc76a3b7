// Final CI step, after every worker has finished
var closer = new BatchClose();
closer.Close(Environment.GetEnvironmentVariable("EYES_BATCH_ID"));
