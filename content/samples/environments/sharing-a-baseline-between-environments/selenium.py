config.set_baseline_env_name("desktop-chromium")
