# The app on the laptops' Pixel 7 emulators and on the CI's real Pixel 7 shares one baseline
config.baseline_env_name = 'shop-app-pixel-7'
eyes.configuration = config
