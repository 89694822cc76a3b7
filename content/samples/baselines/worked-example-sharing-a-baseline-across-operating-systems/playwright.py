config.baseline_env_name = "chrome-desktop"
eyes.configuration = config
