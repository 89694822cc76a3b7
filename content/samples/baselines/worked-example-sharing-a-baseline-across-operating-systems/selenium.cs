config.SetBaselineEnvName("chrome-desktop");
