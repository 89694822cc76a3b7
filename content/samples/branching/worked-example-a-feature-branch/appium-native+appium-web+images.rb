branch = ENV.fetch('GITHUB_HEAD_REF', 'main')
parent = ENV.fetch('GITHUB_BASE_REF', 'main')

config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.branch_name = "shop/#{branch}"
config.parent_branch_name = "shop/#{parent}"
eyes.configuration = config
