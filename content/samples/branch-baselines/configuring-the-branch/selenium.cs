var config = new Configuration()
    .SetBranchName(Environment.GetEnvironmentVariable("GITHUB_HEAD_REF") ?? "default")
    .SetParentBranchName("default");
eyes.SetConfiguration(config);
