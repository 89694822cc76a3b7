Configuration config = new Configuration()
    .addBrowser(1440, 900, BrowserType.CHROME)
    .addBrowser(1024, 768, BrowserType.FIREFOX)
    .addBrowser(390, 844, BrowserType.SAFARI)
    .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT);
eyes.setConfiguration(config);
