var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.SendDom = true;
eyes.Configuration = config;
