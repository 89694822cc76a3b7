eyes.Check(Target.Window().Fully().WithName("Product page"));
