eyes.open(page, "Web Shop", "Product page", RectangleSize(1280, 800))
