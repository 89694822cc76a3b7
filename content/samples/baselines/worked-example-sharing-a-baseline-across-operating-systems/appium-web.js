// Chrome on the laptops' Pixel 7 emulators and on the CI's real Pixel 7 shares one baseline
config.baselineEnvName = 'chrome-pixel-7';
eyes.configuration = config;
