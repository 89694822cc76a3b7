var reference = new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetBatch(new BatchInfo("Product page – cross-browser reference"))
    .SetBaselineEnvName("shop-reference-1440")
    .AddBrowser(1440, 900, BrowserType.Chrome);
eyes.SetConfiguration(reference);
