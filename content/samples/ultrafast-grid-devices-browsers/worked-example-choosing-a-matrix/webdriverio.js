const portrait = ScreenOrientation.PORTRAIT;
config.addBrowser({
  iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_15, screenOrientation: portrait },
});
config.addBrowser({
  iosDeviceInfo: { deviceName: IosDeviceName.IPHONE_SE_3, screenOrientation: portrait },
});
config.addDeviceEmulation(DeviceName.PIXEL_7, portrait);
config.addBrowser(1440, 900, BrowserType.CHROME);
config.addBrowser(1440, 900, BrowserType.SAFARI);
config.addBrowser(1440, 900, BrowserType.EDGE);
eyes.configuration = config;
