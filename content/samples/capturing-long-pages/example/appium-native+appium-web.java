eyes.check(Target.window().fully().withName("Product page"));
