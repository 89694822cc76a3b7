Configuration config = new Configuration()
    .setBranchName(System.getenv().getOrDefault("GITHUB_HEAD_REF", "default"))
    .setParentBranchName("default");
eyes.setConfiguration(config);
