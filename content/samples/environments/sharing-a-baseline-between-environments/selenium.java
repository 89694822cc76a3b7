config.setBaselineEnvName("desktop-chromium");
