eyes.check(Target.window().fully().ignoreDisplacements(true).withName("Account settings"));
