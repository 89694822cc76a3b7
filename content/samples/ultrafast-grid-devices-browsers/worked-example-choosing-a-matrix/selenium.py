(config
    .add_browser(IosDeviceInfo(IosDeviceName.IPHONE_15, ScreenOrientation.PORTRAIT))
    .add_browser(IosDeviceInfo(IosDeviceName.IPHONE_SE_3, ScreenOrientation.PORTRAIT))
    .add_device_emulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
    .add_browser(1440, 900, BrowserType.CHROME)
    .add_browser(1440, 900, BrowserType.SAFARI)
    .add_browser(1440, 900, BrowserType.EDGE))
