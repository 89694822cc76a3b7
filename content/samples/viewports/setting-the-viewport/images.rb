# No browser to resize: the image is checked as given, under this viewport size
eyes.open(
  app_name: 'Web Shop',
  test_name: 'Product page',
  viewport_size: EyesSdk::RectangleSize.new(1280, 800)
)
eyes.check(EyesSdk::Target.image('screenshots/product.png').with_name('Product page'))
