eyes.Check("Order history", Target.Window().Fully().Ignore(By.CssSelector("header .last-updated")));
