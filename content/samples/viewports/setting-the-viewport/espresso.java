// The app fills the emulator's or device's screen: choose the device, not a size
eyes.open("Shop app", "Login screen");
