eyes.Check("Product page", Target.Window().Fully());
