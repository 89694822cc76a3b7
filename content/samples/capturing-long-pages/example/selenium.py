eyes.check("Product page", Target.window().fully())
