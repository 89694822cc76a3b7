using EyesSdk.LeanFT;
using EyesSdk.LeanFT.Fluent;
using HP.LFT.SDK;
using HP.LFT.SDK.Web;

var runner = new ClassicRunner();
var eyes = new Eyes(runner);
var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
eyes.Configuration = config;
