// The app fills the simulator's screen: choose it with -destination, not a size
eyes.open(appName: "Shop app", testName: "Login screen")
