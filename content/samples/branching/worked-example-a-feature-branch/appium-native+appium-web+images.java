String branch = System.getenv().getOrDefault("GITHUB_HEAD_REF", "main");
String parent = System.getenv().getOrDefault("GITHUB_BASE_REF", "main");

Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setBranchName("shop/" + branch);
config.setParentBranchName("shop/" + parent);
eyes.setConfiguration(config);
