eyes.check(Target.image("screenshots/account-settings-375.png").ignore_displacements(True).with_name("Account settings"))
