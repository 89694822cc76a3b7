// The app on the laptops' simulators and on CI's simulators: one baseline
config.baselineEnvName = "shop-app-iphone-15"
eyes.configuration = config
