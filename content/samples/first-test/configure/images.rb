require 'eyes_sdk/images'

runner = EyesSdk::ClassicRunner.new
eyes = EyesSdk::Eyes.new(runner: runner)
config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
eyes.configuration = config
