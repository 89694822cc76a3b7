eyes.check(EyesSdk::Target.window.fully.with_name('Product page'))
