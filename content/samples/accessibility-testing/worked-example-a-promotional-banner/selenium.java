Configuration config = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setAccessibilityValidation(new AccessibilitySettings(
        AccessibilityLevel.AA, AccessibilityGuidelinesVersion.WCAG_2_1));
eyes.setConfiguration(config);

eyes.check("Home", Target.window().fully()
    .accessibility(By.cssSelector("header .logo"), AccessibilityRegionType.IGNORE_CONTRAST)
    .accessibility(By.cssSelector(".hero h1"), AccessibilityRegionType.LARGE_TEXT));
