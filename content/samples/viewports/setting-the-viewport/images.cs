// No browser to resize: the image is checked as given, and the size is recorded for its baseline
eyes.Open("Web Shop", "Product page", new RectangleSize(1280, 800));
eyes.Check(Target.Image("screenshots/product-1280x800.png").WithName("Product page"));
