await eyes.check('Account settings', Target.window().fully().ignoreDisplacements(true));
