config.AddProperty("assignee", Environment.GetEnvironmentVariable("GIT_AUTHOR_EMAIL"));
eyes.Configuration = config;
