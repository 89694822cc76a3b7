// EYES_API_KEY holds your key for the Search team
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
eyes.Configuration = config;
