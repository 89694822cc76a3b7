eyes.open(driver, "Web Shop", "Product page", RectangleSize(1280, 800))
