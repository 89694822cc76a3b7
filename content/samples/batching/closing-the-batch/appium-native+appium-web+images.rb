# Final CI step, after every worker has finished
closer = EyesSdk::BatchClose.new
closer.close(ENV['EYES_BATCH_ID'])
