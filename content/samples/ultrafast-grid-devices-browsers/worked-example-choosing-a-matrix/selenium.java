config
    .addBrowser(new IosDeviceInfo(IosDeviceName.IPHONE_15, ScreenOrientation.PORTRAIT))
    .addBrowser(new IosDeviceInfo(IosDeviceName.IPHONE_SE_3, ScreenOrientation.PORTRAIT))
    .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
    .addBrowser(1440, 900, BrowserType.CHROME)
    .addBrowser(1440, 900, BrowserType.SAFARI)
    .addBrowser(1440, 900, BrowserType.EDGE);
