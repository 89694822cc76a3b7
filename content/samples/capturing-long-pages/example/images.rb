# The image is compared as given: supply a full-page screenshot
eyes.check(EyesSdk::Target.image('screenshots/product-page-full.png').with_name('Product page'))
