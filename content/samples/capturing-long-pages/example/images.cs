// The image is compared as given: supply a full-page screenshot
eyes.Check(Target.Image("screenshots/product-page-full.png").WithName("Product page"));
