eyes.check("Order history", Target.window().fully().ignore("header .last-updated"))
