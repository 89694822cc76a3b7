config = (Configuration()
    .set_api_key(os.environ["EYES_API_KEY"])
    .set_server_url("https://eyes.example.com")
    .set_send_dom(True))
