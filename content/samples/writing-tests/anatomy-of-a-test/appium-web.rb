require 'eyes_sdk/appium'

RUNNER = EyesSdk::VisualGridRunner.new(EyesSdk::RunnerOptions.new.test_concurrency(5))
BATCH = EyesSdk::BatchInfo.new('Checkout suite')

RSpec.describe 'Checkout' do
  before do |example|
    @eyes = EyesSdk::Eyes.new(runner: RUNNER)
    config = EyesSdk::Configuration.new
    config.batch = BATCH
    # the grid renders each checkpoint of the phone's page on these devices
    config.add_device_emulation(EyesSdk::DeviceName::PIXEL_7, EyesSdk::ScreenOrientation::PORTRAIT)
    config.add_device_emulation(EyesSdk::DeviceName::GALAXY_S23, EyesSdk::ScreenOrientation::PORTRAIT)
    @eyes.configuration = config
    @eyes.open(driver: driver, app_name: 'Web Shop', test_name: example.description)
  end

  after { @eyes.close_async }

  it 'guest checkout' do
    shop.add_to_cart('SKU-1042')
    shop.open_cart
    @eyes.check(EyesSdk::Target.window.fully.with_name('Cart'))

    shop.checkout_as_guest('ada@example.com')
    @eyes.check(EyesSdk::Target.region('#shipping').with_name('Shipping form'))
  end
end

at_exit { puts RUNNER.get_all_test_results(false) }
