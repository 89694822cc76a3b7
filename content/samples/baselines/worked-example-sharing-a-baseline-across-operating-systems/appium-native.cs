// The app on the laptops' emulators and on CI's real Pixel 7s: one baseline
config.BaselineEnvName = "shop-app-pixel-7";
eyes.Configuration = config;
