// Tests run on the device, so the key is compiled in from the build's EYES_API_KEY
Configuration config = new Configuration();
config.setApiKey(BuildConfig.EYES_API_KEY);
eyes.setConfiguration(config);
