eyes.set_configuration(reference
    .set_batch(BatchInfo("Product page – Safari vs Chrome"))
    .set_browsers_info([DesktopBrowserInfo(1440, 900, BrowserType.SAFARI)])
    .set_match_level(MatchLevel.LAYOUT))
