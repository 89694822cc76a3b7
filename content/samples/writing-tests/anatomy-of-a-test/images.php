<?php
use EyesSdk\Images\{BatchInfo, ClassicRunner, Configuration, Eyes, RectangleSize};
use EyesSdk\Images\Fluent\Target;
use PHPUnit\Framework\TestCase;

final class CheckoutTest extends TestCase
{
    private static ClassicRunner $runner;
    private static BatchInfo $batch;
    private Eyes $eyes;

    public static function setUpBeforeClass(): void
    {
        self::$runner = new ClassicRunner();
        self::$batch = new BatchInfo('Checkout suite');
    }

    protected function setUp(): void
    {
        $this->eyes = new Eyes(self::$runner);
        $config = new Configuration();
        $config->setBatch(self::$batch);
        $this->eyes->setConfiguration($config);
        // images are checked as given; each image size is a baseline of its own
        $this->eyes->open('Web Shop', $this->name(), new RectangleSize(1440, 900));
    }

    public function testGuestCheckout(): void
    {
        $this->eyes->check(Target::image('screenshots/guest-checkout/cart.png')->withName('Cart'));
        $this->eyes->check(Target::image('screenshots/guest-checkout/shipping-form.png')->withName('Shipping form'));
    }

    protected function tearDown(): void
    {
        $this->eyes->closeAsync();
    }

    public static function tearDownAfterClass(): void
    {
        echo self::$runner->getAllTestResults(false);
    }
}
