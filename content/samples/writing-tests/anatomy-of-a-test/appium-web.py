import pytest
from eyes_sdk_appium import (BatchInfo, Configuration, DeviceName, Eyes, RunnerOptions,
                             ScreenOrientation, Target, VisualGridRunner)

runner = VisualGridRunner(RunnerOptions().test_concurrency(5))
batch = BatchInfo("Checkout suite")

@pytest.fixture
def eyes(driver, request):
    eyes = Eyes(runner)
    config = Configuration()
    config.batch = batch
    # the grid renders each checkpoint of the phone's page on these devices
    config.add_device_emulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
    config.add_device_emulation(DeviceName.GALAXY_S23, ScreenOrientation.PORTRAIT)
    eyes.configuration = config
    eyes.open(driver, "Web Shop", request.node.name)
    yield eyes
    eyes.close_async()

def test_guest_checkout(eyes, shop):
    shop.add_to_cart("SKU-1042")
    shop.open_cart()
    eyes.check(Target.window().fully().with_name("Cart"))

    shop.checkout_as_guest("ada@example.com")
    eyes.check(Target.region("#shipping").with_name("Shipping form"))

def teardown_module():
    print(runner.get_all_test_results(False))
