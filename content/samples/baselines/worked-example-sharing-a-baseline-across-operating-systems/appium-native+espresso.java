// The app on the laptops' emulators and on CI's real Pixel 7s: one baseline
config.setBaselineEnvName("shop-app-pixel-7");
eyes.setConfiguration(config);
