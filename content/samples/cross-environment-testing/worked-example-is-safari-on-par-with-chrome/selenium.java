Configuration reference = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBatch(new BatchInfo("Product page – cross-browser reference"))
    .setBaselineEnvName("shop-reference-1440")
    .addBrowser(1440, 900, BrowserType.CHROME);
eyes.setConfiguration(reference);
