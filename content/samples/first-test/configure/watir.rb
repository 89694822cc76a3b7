require 'watir'
require 'eyes_sdk/watir'

runner = EyesSdk::ClassicRunner.new
eyes = EyesSdk::Eyes.new(runner: runner)
config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
eyes.configuration = config
