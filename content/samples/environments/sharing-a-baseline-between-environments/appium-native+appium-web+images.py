config.baseline_env_name = "desktop-chromium"
eyes.configuration = config
