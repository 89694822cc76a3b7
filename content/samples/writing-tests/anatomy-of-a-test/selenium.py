import pytest
from eyes_sdk_selenium import (BatchInfo, BrowserType, Configuration, Eyes,
                               RunnerOptions, Target, VisualGridRunner)

runner = VisualGridRunner(RunnerOptions().test_concurrency(5))
batch = BatchInfo("Checkout suite")

@pytest.fixture
def eyes(driver, request):
    eyes = Eyes(runner)
    config = (Configuration()
              .set_batch(batch)
              .add_browser(1440, 900, BrowserType.CHROME)
              .add_browser(390, 844, BrowserType.SAFARI))
    eyes.set_configuration(config)
    eyes.open(driver, "Web Shop", request.node.name)
    yield eyes
    eyes.close_async()

def test_guest_checkout(eyes, shop):
    shop.add_to_cart("SKU-1042")
    shop.open_cart()
    eyes.check(Target.window().fully().with_name("Cart"))

    shop.checkout_as_guest("ada@example.com")
    eyes.check(Target.region("#shipping").with_name("Shipping form"))
