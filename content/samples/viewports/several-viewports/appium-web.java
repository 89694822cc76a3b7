// On the grid, the page your phone browser loads is rendered on each device listed
Configuration config = new Configuration()
    .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
    .addDeviceEmulation(DeviceName.GALAXY_S23, ScreenOrientation.PORTRAIT)
    .addDeviceEmulation(DeviceName.GALAXY_S23, ScreenOrientation.LANDSCAPE);
eyes.setConfiguration(config);
