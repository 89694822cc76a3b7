eyes.setConfiguration(reference
    .setBatch(new BatchInfo("Product page – Safari vs Chrome"))
    .setBrowsersInfo(List.of(new DesktopBrowserInfo(1440, 900, BrowserType.SAFARI)))
    .setMatchLevel(MatchLevel.LAYOUT));
