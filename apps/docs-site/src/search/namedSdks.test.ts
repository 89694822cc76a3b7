import { describe, expect, it } from 'vitest';
import { sdkHomePaths, sdksNamedBy } from './namedSdks';

describe('sdksNamedBy', () => {
  it('finds an SDK by its framework’s name, and the query’s other words', () => {
    expect(sdksNamedBy('testcafe', 'cypress')).toEqual({ sdks: ['testcafe'], rest: '' });
    expect(sdksNamedBy('cypress install', 'selenium-python')).toEqual({ sdks: ['cypress'], rest: 'install' });
    expect(sdksNamedBy('Robot Framework keywords', 'cypress')).toEqual({ sdks: ['robot'], rest: 'keywords' });
  });

  it('narrows a framework by the language and, for Appium, the platform typed', () => {
    expect(sdksNamedBy('appium java', 'cypress').sdks).toEqual(['appium-java-web', 'appium-java-native']);
    expect(sdksNamedBy('appium java native', 'cypress').sdks).toEqual(['appium-java-native']);
    expect(sdksNamedBy('selenium python', 'cypress')).toEqual({ sdks: ['selenium-python'], rest: '' });
    expect(sdksNamedBy('playwright', 'cypress').sdks).toEqual([
      'playwright-ts',
      'playwright-java',
      'playwright-csharp',
      'playwright-python',
    ]);
  });

  it('reads a language alone as the reader’s framework in it, and as no SDK when there is none', () => {
    expect(sdksNamedBy('java', 'selenium-python').sdks).toEqual(['selenium-java']);
    expect(sdksNamedBy('typescript', 'webdriverio')).toEqual({ sdks: [], rest: 'typescript' });
  });

  it('names nothing for everyday words, or when the reader’s own SDK is among those named', () => {
    expect(sdksNamedBy('ignore images', 'cypress')).toEqual({ sdks: [], rest: 'ignore images' });
    expect(sdksNamedBy('images java', 'cypress').sdks).toEqual(['images-java']);
    expect(sdksNamedBy('appium', 'appium-java-native')).toEqual({ sdks: [], rest: 'appium' });
    expect(sdksNamedBy('match level', 'cypress')).toEqual({ sdks: [], rest: 'match level' });
  });
});

describe('sdkHomePaths', () => {
  it('gives an SDK’s overview and quickstart', () => {
    expect(sdkHomePaths('testcafe')).toEqual(['/sdks/testcafe', '/sdks/testcafe/quickstart']);
    expect(sdkHomePaths('playwright-ts')).toEqual(['/playwright']);
  });
});
