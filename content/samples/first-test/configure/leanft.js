import { LFT, Web } from 'leanft';
import { ClassicRunner, Configuration, Eyes, Target } from '@eyes-sdk/leanft';

const runner = new ClassicRunner();
const eyes = new Eyes(runner);
const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
eyes.configuration = config;
