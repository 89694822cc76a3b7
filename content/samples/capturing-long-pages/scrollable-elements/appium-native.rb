eyes.check(EyesSdk::Target.region({ accessibility_id: 'orders-list' }).fully.with_name('Orders list'))
