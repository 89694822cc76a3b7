const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
config.serverUrl = 'https://eyes.example.com';
config.accessibilityValidation = {
  level: AccessibilityLevel.AA,
  guidelinesVersion: AccessibilityGuidelinesVersion.WCAG_2_1,
};
eyes.configuration = config;

await eyes.check(Target.window().fully()
  .accessibility('header .logo', AccessibilityRegionType.IGNORE_CONTRAST)
  .accessibility('.hero h1', AccessibilityRegionType.LARGE_TEXT)
  .withName('Home'));
