config
  .addBrowser({ iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_15, screenOrientation: ScreenOrientation.PORTRAIT } })
  .addBrowser({ iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_SE_3, screenOrientation: ScreenOrientation.PORTRAIT } })
  .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
  .addBrowser(1440, 900, BrowserType.CHROME)
  .addBrowser(1440, 900, BrowserType.SAFARI)
  .addBrowser(1440, 900, BrowserType.EDGE);
