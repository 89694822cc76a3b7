import puppeteer from 'puppeteer';
import { ClassicRunner, Configuration, Eyes, Target } from '@eyes-sdk/puppeteer';

const runner = new ClassicRunner();
const eyes = new Eyes(runner);
const config = new Configuration();
config.apiKey = process.env.EYES_API_KEY;
eyes.configuration = config;
