import { remote } from 'webdriverio';
import { ClassicRunner, Configuration, Eyes, Target } from '@eyes-sdk/appium';

const driver = await remote({
  hostname: '127.0.0.1',
  port: 4723,
  capabilities: {
    'platformName': 'Android',
    'appium:automationName': 'UiAutomator2',
    'appium:deviceName': 'Pixel 7',
    'browserName': 'Chrome',
  },
});

const runner = new ClassicRunner();
const eyes = new Eyes(runner);
const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
eyes.configuration = config;
