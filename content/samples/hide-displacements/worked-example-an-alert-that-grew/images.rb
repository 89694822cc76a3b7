eyes.check(EyesSdk::Target.image('screenshots/account-settings-375.png').ignore_displacements(true).with_name('Account settings'))
