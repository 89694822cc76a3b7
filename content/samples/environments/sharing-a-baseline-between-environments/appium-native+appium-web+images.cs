config.BaselineEnvName = "desktop-chromium";
eyes.Configuration = config;
