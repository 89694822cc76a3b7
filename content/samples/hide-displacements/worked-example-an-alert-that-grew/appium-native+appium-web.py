eyes.check(Target.window().fully().ignore_displacements(True).with_name("Account settings"))
