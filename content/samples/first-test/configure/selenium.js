import { ClassicRunner, Eyes, Target } from '@eyes-sdk/selenium';

const runner = new ClassicRunner();
const eyes = new Eyes(runner);
eyes.setApiKey(process.env.EYES_API_KEY);
