// Final CI step, after every worker has finished
BatchClose closer = new BatchClose();
closer.close(System.getenv("EYES_BATCH_ID"));
