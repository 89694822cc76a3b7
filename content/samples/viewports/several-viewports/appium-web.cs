// On the grid, the page your phone browser loads is rendered on each device listed
var config = new Configuration()
    .AddDeviceEmulation(DeviceName.Pixel7, ScreenOrientation.Portrait)
    .AddDeviceEmulation(DeviceName.GalaxyS23, ScreenOrientation.Portrait)
    .AddDeviceEmulation(DeviceName.GalaxyS23, ScreenOrientation.Landscape);
eyes.SetConfiguration(config);
