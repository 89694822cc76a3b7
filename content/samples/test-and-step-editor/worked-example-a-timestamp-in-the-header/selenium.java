eyes.check("Order history", Target.window().fully().ignore(By.cssSelector("header .last-updated")));
