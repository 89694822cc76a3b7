config = (Configuration()
    .set_api_key(os.environ["EYES_API_KEY"])
    .set_server_url("https://eyes.example.com")
    .set_accessibility_validation(AccessibilitySettings(
        AccessibilityLevel.AA, AccessibilityGuidelinesVersion.WCAG_2_1)))
eyes.set_configuration(config)

eyes.check("Home", Target.window().fully()
    .accessibility("header .logo", AccessibilityRegionType.IGNORE_CONTRAST)
    .accessibility(".hero h1", AccessibilityRegionType.LARGE_TEXT))
