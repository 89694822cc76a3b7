batch = EyesSdk::BatchInfo.new(ENV.fetch('EYES_BATCH_NAME', 'Shop – local'))
batch.sequence_name = 'Shop nightly'
batch.add_property('commit', ENV.fetch('GITHUB_SHA', 'local'))

config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.batch = batch
