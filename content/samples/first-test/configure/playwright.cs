using EyesSdk.Playwright;
using EyesSdk.Playwright.Fluent;
using Microsoft.Playwright;

var runner = new ClassicRunner();
var eyes = new Eyes(runner);
var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
eyes.Configuration = config;
