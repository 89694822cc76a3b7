# The image is compared as given: capture it after the lazy images have loaded
eyes.check(Target.image("screenshots/product-page-full.png")
    .ignore(Region(0, 4980, 1280, 420))  # the "Recently viewed" strip
    .with_name("Product page"))
