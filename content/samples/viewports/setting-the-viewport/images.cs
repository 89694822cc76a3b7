// No browser to resize: the image is checked as given, under this viewport size
eyes.Open("Web Shop", "Product page", new RectangleSize(1280, 800));
eyes.Check(Target.Image("screenshots/product.png").WithName("Product page"));
