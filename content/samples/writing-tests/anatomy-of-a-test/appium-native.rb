require 'eyes_sdk/appium'

# screens are captured on this job's device; run one job per device, sharing EYES_BATCH_ID
RUNNER = EyesSdk::ClassicRunner.new
BATCH = EyesSdk::BatchInfo.new('Checkout suite')

RSpec.describe 'Checkout' do
  before do |example|
    @eyes = EyesSdk::Eyes.new(runner: RUNNER)
    config = EyesSdk::Configuration.new
    config.batch = BATCH
    @eyes.configuration = config
    @eyes.open(driver: driver, app_name: 'Web Shop', test_name: example.description)
  end

  after { @eyes.close_async }

  it 'guest checkout' do
    shop.add_to_cart('SKU-1042')
    shop.open_cart
    @eyes.check(EyesSdk::Target.window.fully.with_name('Cart'))

    shop.checkout_as_guest('ada@example.com')
    @eyes.check(EyesSdk::Target.region({ accessibility_id: 'shipping' }).with_name('Shipping form'))
  end
end

at_exit { puts RUNNER.get_all_test_results(false) }
