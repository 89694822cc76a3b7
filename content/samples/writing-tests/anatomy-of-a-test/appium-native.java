public class CheckoutTest {
    // screens are captured on this job's device; run one job per device, sharing EYES_BATCH_ID
    static final ClassicRunner runner = new ClassicRunner();
    static final BatchInfo batch = new BatchInfo("Checkout suite");
    Eyes eyes;

    @BeforeEach
    void openEyes(TestInfo info) {
        eyes = new Eyes(runner);
        eyes.setConfiguration(new Configuration().setBatch(batch));
        eyes.open(driver, "Web Shop", info.getDisplayName());
    }

    @Test
    void guestCheckout() {
        shop.addToCart("SKU-1042");
        shop.openCart();
        eyes.check(Target.window().fully().withName("Cart"));

        shop.checkoutAsGuest("ada@example.com");
        eyes.check(Target.region(AppiumBy.accessibilityId("shipping")).withName("Shipping form"));
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
