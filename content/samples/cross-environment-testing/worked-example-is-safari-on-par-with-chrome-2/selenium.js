eyes.setConfiguration(reference
  .setBatch(new BatchInfo('Product page – Safari vs Chrome'))
  .setBrowsersInfo([{ width: 1440, height: 900, name: BrowserType.SAFARI }])
  .setMatchLevel(MatchLevel.LAYOUT));
