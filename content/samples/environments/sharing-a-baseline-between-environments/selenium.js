config.setBaselineEnvName('desktop-chromium');
