# Chrome on the laptops' emulators and on CI's real Pixel 7s: one baseline
config.baseline_env_name = 'chrome-pixel-7'
eyes.configuration = config
