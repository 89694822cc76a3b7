eyes.Check("Search results", Target.Window().Fully().Layout());
eyes.Check("Order summary", Target.Region(By.Id("summary")).MatchLevel(MatchLevel.Strict));
