await eyes.open(page, 'Web Shop', 'Product page', { width: 1280, height: 800 });
