eyes.SetConfiguration(reference
    .SetBatch(new BatchInfo("Product page – Safari vs Chrome"))
    .SetBrowsersInfo(new[] { new DesktopBrowserInfo(1440, 900, BrowserType.Safari) })
    .SetMatchLevel(MatchLevel.Layout));
