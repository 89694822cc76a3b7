require 'eyes_sdk/images'

RUNNER = EyesSdk::ClassicRunner.new
BATCH = EyesSdk::BatchInfo.new('Checkout suite')

RSpec.describe 'Checkout' do
  before do |example|
    @eyes = EyesSdk::Eyes.new(runner: RUNNER)
    config = EyesSdk::Configuration.new
    config.batch = BATCH
    @eyes.configuration = config
    # images are checked as given; each image size is a baseline of its own
    @eyes.open(app_name: 'Web Shop', test_name: example.description,
               viewport_size: EyesSdk::RectangleSize.new(1440, 900))
  end

  after { @eyes.close_async }

  it 'guest checkout' do
    @eyes.check(EyesSdk::Target.image('screenshots/guest-checkout/cart.png').with_name('Cart'))
    @eyes.check(EyesSdk::Target.image('screenshots/guest-checkout/shipping-form.png').with_name('Shipping form'))
  end
end

at_exit { puts RUNNER.get_all_test_results(false) }
