config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
eyes.configuration = config
