config = eyes.configuration
config.stitch_mode = EyesSdk::StitchMode::SCROLL
config.wait_before_screenshots = 250
eyes.configuration = config

eyes.check(EyesSdk::Target.window.fully
  .lazy_load(scroll_length: 800, waiting_time: 300, max_amount_to_scroll: 15_000)
  .ignore('#recently-viewed')
  .with_name('Product page'))
