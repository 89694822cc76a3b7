eyes.check(Target.window().fully().with_name("Product page"))
