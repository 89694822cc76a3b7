eyes.Open(page, "Web Shop", "Product page", new RectangleSize(1280, 800));
