var branch = Environment.GetEnvironmentVariable("GITHUB_HEAD_REF") ?? "main";
var parent = Environment.GetEnvironmentVariable("GITHUB_BASE_REF") ?? "main";

var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.BranchName = $"shop/{branch}";
config.ParentBranchName = $"shop/{parent}";
eyes.Configuration = config;
