var branch = Environment.GetEnvironmentVariable("GITHUB_HEAD_REF") ?? "main";
var parent = Environment.GetEnvironmentVariable("GITHUB_BASE_REF") ?? "main";

var config = new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBranchName($"shop/{branch}")
    .SetParentBranchName($"shop/{parent}");
eyes.SetConfiguration(config);
