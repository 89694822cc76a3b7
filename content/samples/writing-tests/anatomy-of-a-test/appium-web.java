public class CheckoutTest {
    static final VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
    static final BatchInfo batch = new BatchInfo("Checkout suite");
    Eyes eyes;

    @BeforeEach
    void openEyes(TestInfo info) {
        eyes = new Eyes(runner);
        // the grid renders each checkpoint of the phone's page on these devices
        Configuration config = new Configuration()
            .setBatch(batch)
            .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
            .addDeviceEmulation(DeviceName.GALAXY_S23, ScreenOrientation.PORTRAIT);
        eyes.setConfiguration(config);
        eyes.open(driver, "Web Shop", info.getDisplayName());
    }

    @Test
    void guestCheckout() {
        shop.addToCart("SKU-1042");
        shop.openCart();
        eyes.check(Target.window().fully().withName("Cart"));

        shop.checkoutAsGuest("ada@example.com");
        eyes.check(Target.region(By.id("shipping")).withName("Shipping form"));
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
