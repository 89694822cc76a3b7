# Screenshots made on Windows and on Linux share one baseline
config.baseline_env_name = "chrome-desktop"
eyes.configuration = config
