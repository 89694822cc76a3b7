eyes.check(EyesSdk::Target.window.fully.ignore_displacements(true).with_name('Account settings'))
