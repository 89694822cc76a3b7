eyes.check("Search results", Target.window().fully().layout());
eyes.check("Order summary", Target.region(By.id("summary")).matchLevel(MatchLevel.STRICT));
