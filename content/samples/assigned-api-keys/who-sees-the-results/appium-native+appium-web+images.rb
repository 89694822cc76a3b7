# EYES_API_KEY holds your key for the Search team
config.api_key = ENV['EYES_API_KEY']
eyes.configuration = config
