config = (eyes.get_configuration()
    .set_stitch_mode(StitchMode.SCROLL)
    .set_wait_before_screenshots(250))
eyes.set_configuration(config)

eyes.check("Product page", Target.window().fully()
    .lazy_load(scroll_length=800, waiting_time=300, max_amount_to_scroll=15000)
    .ignore("#recently-viewed"))
