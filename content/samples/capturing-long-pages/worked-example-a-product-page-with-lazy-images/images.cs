// The image is compared as given: capture it after the lazy images have loaded
eyes.Check(Target.Image("screenshots/product-page-full.png")
    .Ignore(new Region(0, 4980, 1280, 420)) // the "Recently viewed" strip
    .WithName("Product page"));
