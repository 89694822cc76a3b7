config.baselineEnvName = 'chrome-desktop';
eyes.configuration = config;
