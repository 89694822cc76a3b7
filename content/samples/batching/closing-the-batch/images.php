// Final CI step, after every worker has finished
$closer = new BatchClose();
$closer->close(getenv('EYES_BATCH_ID'));
