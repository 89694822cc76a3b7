config.baselineEnvName = 'desktop-chromium';
eyes.configuration = config;
