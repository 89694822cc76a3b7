eyes.check("Account settings", Target.window().fully().ignore_displacements(True))
