$config->setBaselineEnvName('chrome-desktop');
$eyes->setConfiguration($config);
