BatchClose(api_key=os.environ["EYES_API_KEY"], server_url="https://eyes.example.com") \
    .set_batch_ids([os.environ["EYES_BATCH_ID"]]) \
    .close()
