await eyes.open(driver, 'Web Shop', 'Product page', { width: 1280, height: 800 });
