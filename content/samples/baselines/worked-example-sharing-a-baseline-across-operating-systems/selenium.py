config.set_baseline_env_name("chrome-desktop")
