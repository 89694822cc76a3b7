eyes.Check("Account settings", Target.Window().Fully().IgnoreDisplacements(true));
