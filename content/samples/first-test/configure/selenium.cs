using EyesSdk.Selenium;
using EyesSdk.Selenium.Fluent;

var runner = new ClassicRunner();
var eyes = new Eyes(runner);
eyes.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
