// Screenshots made on Windows and on Linux share one baseline
config.baselineEnvName = 'chrome-desktop';
eyes.configuration = config;
