// Images are compared as given: one test per environment you took screenshots in
$runner = new ClassicRunner();
$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$config->setServerUrl('https://eyes.example.com');
$config->setBatch(new BatchInfo('Checkout – cross-browser'));

foreach (['chrome-1440x900', 'firefox-1440x900', 'safari-1280x800', 'pixel-7', 'iphone-15'] as $env) {
    $eyes = new Eyes($runner);
    $eyes->setConfiguration($config);
    $eyes->open('Shop', "Checkout ($env)");
    $eyes->check(Target::image("screenshots/$env/cart.png")->withName('Cart'));
    $eyes->check(Target::image("screenshots/$env/shipping.png")->withName('Shipping'));
    $eyes->closeAsync();
}

echo $runner->getAllTestResults(false);
