config.setBaselineEnvName("chrome-desktop");
