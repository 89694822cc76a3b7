# Images are compared as given: one test per environment you took screenshots in
runner = EyesSdk::ClassicRunner.new
config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.batch = EyesSdk::BatchInfo.new('Checkout – cross-browser')

%w[chrome-1440x900 firefox-1440x900 safari-1280x800 pixel-7 iphone-15].each do |env|
  eyes = EyesSdk::Eyes.new(runner)
  eyes.configuration = config
  eyes.open('Shop', "Checkout (#{env})")
  eyes.check(EyesSdk::Target.image("screenshots/#{env}/cart.png").with_name('Cart'))
  eyes.check(EyesSdk::Target.image("screenshots/#{env}/shipping.png").with_name('Shipping'))
  eyes.close_async
end

puts runner.get_all_test_results(false)
