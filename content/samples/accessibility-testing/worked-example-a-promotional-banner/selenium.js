eyes.setConfiguration(new Configuration()
  .setApiKey(process.env.EYES_API_KEY)
  .setServerUrl('https://eyes.example.com')
  .setAccessibilityValidation({ level: AccessibilityLevel.AA, guidelinesVersion: AccessibilityGuidelinesVersion.WCAG_2_1 }));

await eyes.check('Home', Target.window().fully()
  .accessibility('header .logo', AccessibilityRegionType.IGNORE_CONTRAST)
  .accessibility('.hero h1', AccessibilityRegionType.LARGE_TEXT));
