config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.send_dom = true
eyes.configuration = config
