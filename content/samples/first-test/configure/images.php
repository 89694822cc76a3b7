<?php
use EyesSdk\Images\{ClassicRunner, Configuration, Eyes, RectangleSize};
use EyesSdk\Images\Fluent\Target;

$runner = new ClassicRunner();
$eyes = new Eyes($runner);
$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$eyes->setConfiguration($config);
