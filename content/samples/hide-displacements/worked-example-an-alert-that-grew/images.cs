eyes.Check(Target.Image("screenshots/account-settings-375.png").IgnoreDisplacements(true).WithName("Account settings"));
