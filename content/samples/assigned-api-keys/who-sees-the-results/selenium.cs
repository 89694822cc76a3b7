// EYES_API_KEY holds your key for the Search team
eyes.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
