// No browser to resize: the image is checked as given, and the size is recorded for its baseline
eyes.open("Web Shop", "Product page", new RectangleSize(1280, 800));
eyes.check(Target.image("screenshots/product-1280x800.png").withName("Product page"));
