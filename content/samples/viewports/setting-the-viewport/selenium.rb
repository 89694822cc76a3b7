eyes.open(
  driver: driver,
  app_name: 'Web Shop',
  test_name: 'Product page',
  viewport_size: EyesSdk::RectangleSize.new(1280, 800)
)
