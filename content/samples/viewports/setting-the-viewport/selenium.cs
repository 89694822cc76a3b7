eyes.Open(driver, "Web Shop", "Product page", new Size(1280, 800));
