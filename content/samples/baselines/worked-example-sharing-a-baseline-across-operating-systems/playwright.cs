config.BaselineEnvName = "chrome-desktop";
eyes.Configuration = config;
