await eyes.open(browser, 'Web Shop', 'Product page', { width: 1280, height: 800 });
