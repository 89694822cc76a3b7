// A native screen is rendered on each Android device listed, from one capture
Configuration config = new Configuration()
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.PIXEL_8, ScreenOrientation.PORTRAIT))
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_A15, ScreenOrientation.PORTRAIT))
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.LANDSCAPE));
eyes.setConfiguration(config);
