# The image is compared as given: supply one of the table's whole content
eyes.check(EyesSdk::Target.image('screenshots/orders-grid-full.png').with_name('Orders table'))
