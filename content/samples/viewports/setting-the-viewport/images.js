// No browser to resize: the image is checked as given, under this viewport size
await eyes.open('Web Shop', 'Product page', { width: 1280, height: 800 });
await eyes.check(Target.image('screenshots/product.png').withName('Product page'));
