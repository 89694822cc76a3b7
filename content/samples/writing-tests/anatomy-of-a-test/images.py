import pytest
from eyes_sdk_images import BatchInfo, ClassicRunner, Configuration, Eyes, RectangleSize, Target

runner = ClassicRunner()
batch = BatchInfo("Checkout suite")

@pytest.fixture
def eyes(request):
    eyes = Eyes(runner)
    config = Configuration()
    config.batch = batch
    eyes.configuration = config
    # images are checked as given; each image size is a baseline of its own
    eyes.open("Web Shop", request.node.name, RectangleSize(1440, 900))
    yield eyes
    eyes.close_async()

def test_guest_checkout(eyes):
    eyes.check(Target.image("screenshots/guest-checkout/cart.png").with_name("Cart"))
    eyes.check(Target.image("screenshots/guest-checkout/shipping-form.png").with_name("Shipping form"))

def teardown_module():
    print(runner.get_all_test_results(False))
