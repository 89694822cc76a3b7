<?php
use EyesSdk\Selenium\{ClassicRunner, Configuration, Eyes, RectangleSize};
use EyesSdk\Selenium\Fluent\Target;
use Facebook\WebDriver\WebDriverBy;

$runner = new ClassicRunner();
$eyes = new Eyes($runner);
$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$eyes->setConfiguration($config);
