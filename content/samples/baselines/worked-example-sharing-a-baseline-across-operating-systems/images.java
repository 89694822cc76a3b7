// Screenshots made on Windows and on Linux share one baseline
config.setBaselineEnvName("chrome-desktop");
eyes.setConfiguration(config);
