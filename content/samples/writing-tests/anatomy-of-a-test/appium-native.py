import pytest
from appium.webdriver.common.appiumby import AppiumBy
from eyes_sdk_appium import BatchInfo, ClassicRunner, Configuration, Eyes, Target

# screens are captured on this job's device; run one job per device, sharing EYES_BATCH_ID
runner = ClassicRunner()
batch = BatchInfo("Checkout suite")

@pytest.fixture
def eyes(driver, request):
    eyes = Eyes(runner)
    config = Configuration()
    config.batch = batch
    eyes.configuration = config
    eyes.open(driver, "Web Shop", request.node.name)
    yield eyes
    eyes.close_async()

def test_guest_checkout(eyes, shop):
    shop.add_to_cart("SKU-1042")
    shop.open_cart()
    eyes.check(Target.window().fully().with_name("Cart"))

    shop.checkout_as_guest("ada@example.com")
    eyes.check(Target.region((AppiumBy.ACCESSIBILITY_ID, "shipping")).with_name("Shipping form"))

def teardown_module():
    print(runner.get_all_test_results(False))
