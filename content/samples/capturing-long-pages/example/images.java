// The image is compared as given: supply a full-page screenshot
eyes.check(Target.image("screenshots/product-page-full.png").withName("Product page"));
