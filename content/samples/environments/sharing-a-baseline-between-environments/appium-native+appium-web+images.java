config.setBaselineEnvName("desktop-chromium");
eyes.setConfiguration(config);
