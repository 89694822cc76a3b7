# Final CI step, after every worker has finished
closer = BatchClose()
closer.close(os.environ["EYES_BATCH_ID"])
