config.setBaselineEnvName('chrome-desktop');
