reference.batch = new BatchInfo('Product page – Safari vs Chrome');
reference.browsersInfo = [{ width: 1440, height: 900, name: BrowserType.SAFARI }];
reference.matchLevel = MatchLevel.LAYOUT;
eyes.configuration = reference;
