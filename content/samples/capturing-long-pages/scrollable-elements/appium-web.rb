eyes.check(EyesSdk::Target.region('#orders-grid').fully.with_name('Orders table'))
