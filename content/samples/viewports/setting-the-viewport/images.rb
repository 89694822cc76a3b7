# No browser to resize: the image is checked as given, and the size is recorded for its baseline
eyes.open(app_name: 'Web Shop', test_name: 'Product page', viewport_size: EyesSdk::RectangleSize.new(1280, 800))
eyes.check(EyesSdk::Target.image('screenshots/product-1280x800.png').with_name('Product page'))
