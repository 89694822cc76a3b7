eyes.Check(Target.Window().Fully().IgnoreDisplacements(true).WithName("Account settings"));
