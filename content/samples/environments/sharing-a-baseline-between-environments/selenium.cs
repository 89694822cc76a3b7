config.SetBaselineEnvName("desktop-chromium");
