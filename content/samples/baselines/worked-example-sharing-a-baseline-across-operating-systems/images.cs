// Screenshots made on Windows and on Linux share one baseline
config.BaselineEnvName = "chrome-desktop";
eyes.Configuration = config;
