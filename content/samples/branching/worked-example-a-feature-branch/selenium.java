String branch = System.getenv().getOrDefault("GITHUB_HEAD_REF", "main");
String parent = System.getenv().getOrDefault("GITHUB_BASE_REF", "main");

Configuration config = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBranchName("shop/" + branch)
    .setParentBranchName("shop/" + parent);
eyes.setConfiguration(config);
