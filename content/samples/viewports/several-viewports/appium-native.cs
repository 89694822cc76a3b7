// A native screen is rendered on each Android device listed, from one capture
var config = new Configuration()
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.Pixel8, ScreenOrientation.Portrait))
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyA15, ScreenOrientation.Portrait))
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyTabS9, ScreenOrientation.Landscape));
eyes.SetConfiguration(config);
