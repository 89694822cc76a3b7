eyes.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
