// No browser to resize: the image is checked as given, and the size is recorded for its baseline
await eyes.open('Web Shop', 'Product page', { width: 1280, height: 800 });
await eyes.check(Target.image('screenshots/product-1280x800.png').withName('Product page'));
