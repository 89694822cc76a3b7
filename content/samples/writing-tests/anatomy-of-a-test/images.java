public class CheckoutTest {
    static final ClassicRunner runner = new ClassicRunner();
    static final BatchInfo batch = new BatchInfo("Checkout suite");
    Eyes eyes;

    @BeforeEach
    void openEyes(TestInfo info) {
        eyes = new Eyes(runner);
        eyes.setConfiguration(new Configuration().setBatch(batch));
        // images are checked as given; each image size is a baseline of its own
        eyes.open("Web Shop", info.getDisplayName(), new RectangleSize(1440, 900));
    }

    @Test
    void guestCheckout() {
        eyes.check(Target.image("screenshots/guest-checkout/cart.png").withName("Cart"));
        eyes.check(Target.image("screenshots/guest-checkout/shipping-form.png").withName("Shipping form"));
    }

    @AfterEach
    void closeEyes() {
        eyes.closeAsync();
    }

    @AfterAll
    static void report() {
        System.out.println(runner.getAllTestResults(false));
    }
}
