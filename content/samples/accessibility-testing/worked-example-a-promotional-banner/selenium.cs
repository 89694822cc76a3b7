eyes.SetConfiguration(new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .SetAccessibilityValidation(new AccessibilitySettings(
        AccessibilityLevel.AA, AccessibilityGuidelinesVersion.WCAG_2_1)));

eyes.Check("Home", Target.Window().Fully()
    .Accessibility(By.CssSelector("header .logo"), AccessibilityRegionType.IgnoreContrast)
    .Accessibility(By.CssSelector(".hero h1"), AccessibilityRegionType.LargeText));
