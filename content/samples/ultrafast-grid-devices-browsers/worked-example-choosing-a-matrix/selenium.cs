config
    .AddBrowser(new IosDeviceInfo(IosDeviceName.IPhone15, ScreenOrientation.Portrait))
    .AddBrowser(new IosDeviceInfo(IosDeviceName.IPhoneSE3, ScreenOrientation.Portrait))
    .AddDeviceEmulation(DeviceName.Pixel7, ScreenOrientation.Portrait)
    .AddBrowser(1440, 900, BrowserType.Chrome)
    .AddBrowser(1440, 900, BrowserType.Safari)
    .AddBrowser(1440, 900, BrowserType.Edge);
