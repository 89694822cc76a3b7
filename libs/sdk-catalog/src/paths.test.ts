import { describe, expect, it } from 'vitest';
import {
  SDK_KEYS,
  initialSdkState,
  isPlaywrightApiPath,
  isPlaywrightPath,
  navigationForSdkChoice,
  navbarSwitchForPath,
  sdkReferenceLink,
  sdkListSubject,
  normalizeDocPath,
  sdkForPath,
  sidebarModeForPath,
} from './index';

describe('normalizeDocPath', () => {
  it.each([
    ['/sdks/cypress/quickstart', 'sdks/cypress/quickstart'],
    ['sdks/cypress/quickstart/', 'sdks/cypress/quickstart'],
    ['/sdks/cypress/quickstart/?tab=js#install', 'sdks/cypress/quickstart'],
    ['/playwright#top', 'playwright'],
    ['/', ''],
    ['', ''],
    ['?q=1', ''],
    ['//concepts//best-practices/', 'concepts/best-practices'],
    ['/concepts/eyes-test-manager/apps-&-tests', 'concepts/eyes-test-manager/apps-&-tests'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeDocPath(input)).toBe(expected);
  });

  it('gives an empty path for non-strings', () => {
    expect(normalizeDocPath(undefined as unknown as string)).toBe('');
  });
});

describe('sdkForPath', () => {
  it.each([
    ['/sdks/cypress/quickstart', 'cypress'],
    ['sdks/selenium-java/eyes/', 'selenium-java'],
    ['/sdks/storybook-angular/quickstart', 'storybook'],
    ['/sdks/images-xctest/index', 'xctest'],
    ['/sdks/appium-js-native', 'appium-js-native'],
    ['/playwright', 'playwright-ts'],
    ['/playwright/', 'playwright-ts'],
    ['/playwright/api/overview?x=1', 'playwright-ts'],
    ['/playwright/reference/server-api/authentication', 'playwright-ts'],
    ['/', undefined],
    ['/sdks', undefined],
    ['/sdks/unknown/quickstart', undefined],
    ['/sdks/constructor/quickstart', undefined],
    ['/sdks/Cypress/quickstart', undefined],
    ['/concepts/best-practices/ocr', undefined],
    ['/reference/server-api/authentication', undefined],
    ['/playwrights', undefined],
    ['/getting-started/sdks/cypress', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(sdkForPath(path)).toBe(expected);
  });

  it('finds every SDK that has a folder from its home link', () => {
    for (const key of SDK_KEYS) {
      expect(sdkForPath(key === 'playwright-ts' ? 'playwright' : `sdks/${key}/quickstart`)).toBe(key);
    }
  });
});

describe('isPlaywrightPath / isPlaywrightApiPath', () => {
  it('recognise the Playwright area and its API part', () => {
    expect(isPlaywrightPath('/playwright')).toBe(true);
    expect(isPlaywrightPath('/playwright/guides/code-reviews')).toBe(true);
    expect(isPlaywrightPath('/sdks/playwright-java/quickstart')).toBe(false);
    expect(isPlaywrightApiPath('/playwright/api')).toBe(true);
    expect(isPlaywrightApiPath('/playwright/api/eyes-check/')).toBe(true);
    expect(isPlaywrightApiPath('/playwright/advanced-usage')).toBe(false);
    expect(isPlaywrightApiPath('/api/playwright')).toBe(false);
  });
});

describe('sidebarModeForPath', () => {
  it.each([
    ['/reference/server-api', 'api'],
    ['/reference/server-api/batches/delete-batch', 'api'],
    ['/sdks/cypress/quickstart', 'api'],
    ['/sdks/storybook-angular/configuration', 'api'],
    ['/playwright/api/overview', 'api'],
    ['/playwright/reference/server-api/authentication', 'api'],
    ['/playwright', 'docs'],
    ['/playwright/introduction', 'docs'],
    ['/', 'docs'],
    ['/concepts/eyes-test-manager', 'docs'],
    ['/integrations/ci-cd/jenkins', 'docs'],
    ['/reference', 'docs'],
    ['/sdks/not-an-sdk/quickstart', 'docs'],
  ])('%s -> %s', (path, expected) => {
    expect(sidebarModeForPath(path)).toBe(expected);
  });
});

describe('initialSdkState: the SDK derived on load', () => {
  it('a path under playwright gives playwright-ts, whatever is stored', () => {
    expect(initialSdkState('/playwright/introduction', 'selenium-java')).toMatchObject({
      sdk: 'playwright-ts',
      playwrightLink: 'docs',
      sidebarLink: 'docs',
    });
  });

  it('playwright/api also sets the Playwright link to api', () => {
    expect(initialSdkState('/playwright/api/overview', null)).toMatchObject({
      sdk: 'playwright-ts',
      playwrightLink: 'api',
      sidebarLink: 'api',
    });
  });

  it('otherwise the page owning SDK wins over the stored value', () => {
    expect(initialSdkState('/sdks/storybook-angular/quickstart', 'cypress')).toMatchObject({
      sdk: 'storybook',
      playwrightLink: 'docs',
      sidebarLink: 'api',
    });
  });

  it('else the stored value, with aliases resolved', () => {
    expect(initialSdkState('/concepts/best-practices/ocr', 'selenium-ruby').sdk).toBe('selenium-ruby');
    expect(initialSdkState('/concepts', 'playwright-ts-legacy').sdk).toBe('playwright-ts-standard');
  });

  it('else cypress', () => {
    expect(initialSdkState('/', null).sdk).toBe('cypress');
    expect(initialSdkState('/', 'not-an-sdk').sdk).toBe('cypress');
    expect(initialSdkState('/', { toString: () => 'selenium-java' }).sdk).toBe('cypress');
  });

  it('asks to rewrite a stored alias to its canonical key, and nothing else', () => {
    expect(initialSdkState('/', 'storybook-vue')).toMatchObject({ storedSdk: 'storybook', storedNeedsRewrite: true });
    expect(initialSdkState('/sdks/cypress/quickstart', 'images-xctest')).toMatchObject({
      sdk: 'cypress',
      storedSdk: 'xctest',
      storedNeedsRewrite: true,
    });
    expect(initialSdkState('/', 'storybook')).toMatchObject({ storedSdk: 'storybook', storedNeedsRewrite: false });
    expect(initialSdkState('/', 'junk')).toMatchObject({ storedSdk: undefined, storedNeedsRewrite: false });
    expect(initialSdkState('/', null)).toMatchObject({ storedSdk: undefined, storedNeedsRewrite: false });
  });
});

describe('navigationForSdkChoice: where choosing an SDK leads', () => {
  /** The site's pages, as the app knows them: a standard code SDK folder and a CLI one, and the Playwright area. */
  const pages = new Set([
    'sdks/cypress',
    'sdks/cypress/configuration',
    'sdks/cypress/reference/eyes',
    'sdks/cypress/changelog',
    'sdks/cypress/quickstart',
    'sdks/selenium-python',
    'sdks/selenium-python/configuration',
    'sdks/selenium-python/reference/eyes',
    'sdks/selenium-python/changelog',
    'sdks/selenium-python/quickstart',
    'sdks/image-tester',
    'sdks/image-tester/configuration',
    'sdks/image-tester/quickstart',
    'sdks/storybook-angular/configuration',
    'sdks/storybook/configuration',
    'playwright',
    'playwright/api/overview',
    'playwright/api/changelog',
    'playwright/api/eyes-check',
    'playwright/integration-with-playwright',
  ]);
  const pageExists = (path: string) => pages.has(path);

  it('on an SDK page, another SDK chosen in the navbar opens the same page of that SDK when it exists', () => {
    expect(
      navigationForSdkChoice({
        path: '/sdks/selenium-python/configuration',
        sdk: 'cypress',
        source: 'navbar',
        pageExists,
      }),
    ).toEqual({ sdk: 'cypress', to: 'sdks/cypress/configuration', rule: 'same-page' });
    expect(
      navigationForSdkChoice({
        path: '/sdks/cypress/reference/eyes/',
        sdk: 'selenium-python',
        source: 'navbar',
        pageExists,
      }),
    ).toMatchObject({ to: 'sdks/selenium-python/reference/eyes', rule: 'same-page' });
    expect(
      navigationForSdkChoice({ path: '/sdks/cypress', sdk: 'image-tester', source: 'navbar', pageExists }),
    ).toEqual({
      sdk: 'image-tester',
      to: 'sdks/image-tester',
      rule: 'same-page',
    });
    // An alias folder maps by the new SDK's own folder.
    expect(
      navigationForSdkChoice({
        path: '/sdks/storybook-angular/configuration',
        sdk: 'cypress',
        source: 'navbar',
        pageExists,
      }),
    ).toMatchObject({ to: 'sdks/cypress/configuration' });
  });

  it("and to the new SDK's home link when that page does not exist, or when no page is known", () => {
    expect(
      navigationForSdkChoice({
        path: '/sdks/cypress/reference/eyes',
        sdk: 'image-tester',
        source: 'navbar',
        pageExists,
      }),
    ).toEqual({ sdk: 'image-tester', to: 'sdks/image-tester/quickstart', rule: 'leave-sdk-page' });
    expect(navigationForSdkChoice({ path: '/sdks/cypress/eyes', sdk: 'webdriverio', source: 'navbar' })).toEqual({
      sdk: 'webdriverio',
      to: 'sdks/webdriverio/quickstart',
      rule: 'leave-sdk-page',
    });
  });

  it('maps between an SDK folder and the Playwright area only where the pages truly correspond', () => {
    const choose = (path: string, sdk: 'cypress' | 'playwright-ts') =>
      navigationForSdkChoice({ path, sdk, source: 'navbar', pageExists }).to;
    expect(choose('/sdks/cypress/changelog', 'playwright-ts')).toBe('playwright/api/changelog');
    expect(choose('/sdks/cypress', 'playwright-ts')).toBe('playwright/api/overview');
    expect(choose('/sdks/cypress/quickstart', 'playwright-ts')).toBe('playwright/integration-with-playwright');
    expect(choose('/sdks/cypress/configuration', 'playwright-ts')).toBe('playwright');
    expect(choose('/playwright/api/changelog', 'cypress')).toBe('sdks/cypress/changelog');
    expect(choose('/playwright/api/overview', 'cypress')).toBe('sdks/cypress');
    expect(choose('/playwright/api/eyes-check', 'cypress')).toBe('sdks/cypress/quickstart');
    expect(choose('/playwright/introduction', 'cypress')).toBe('sdks/cypress/quickstart');
  });

  it('choosing playwright-ts elsewhere goes to the playwright page', () => {
    expect(navigationForSdkChoice({ path: '/concepts/insights', sdk: 'playwright-ts', source: 'picker' })).toEqual({
      sdk: 'playwright-ts',
      to: 'playwright',
      rule: 'playwright-home',
    });
  });

  it('choosing the SDK the page belongs to keeps the reader there', () => {
    expect(
      navigationForSdkChoice({ path: '/playwright/api/overview', sdk: 'playwright-ts', source: 'navbar', pageExists }),
    ).toEqual({ sdk: 'playwright-ts', rule: 'stay' });
  });

  it('any choice within the playwright area leaves it for the new SDK (its home link without a counterpart)', () => {
    expect(
      navigationForSdkChoice({
        path: '/playwright/api/eyes-check',
        sdk: 'selenium-python',
        source: 'picker',
        pageExists,
      }),
    ).toEqual({ sdk: 'selenium-python', to: 'sdks/selenium-python/quickstart', rule: 'leave-sdk-page' });
  });

  it('choosing from the navbar on a general page the caller says does not apply goes to the home link', () => {
    const outcome = navigationForSdkChoice({
      path: '/concepts/test-execution/ultrafast-grid',
      sdk: 'espresso',
      source: 'navbar',
      appliesToPage: (sdk) => sdk !== 'espresso',
    });
    expect(outcome).toEqual({ sdk: 'espresso', to: 'sdks/espresso/quickstart', rule: 'not-applicable' });
  });

  it('otherwise the reader stays: a general page applies unless the caller says no', () => {
    expect(navigationForSdkChoice({ path: '/concepts/insights', sdk: 'selenium-java', source: 'navbar' })).toEqual({
      sdk: 'selenium-java',
      rule: 'stay',
    });
    expect(
      navigationForSdkChoice({
        path: '/concepts/insights',
        sdk: 'selenium-java',
        source: 'navbar',
        appliesToPage: () => true,
      }),
    ).toEqual({ sdk: 'selenium-java', rule: 'stay' });
  });

  it('an SDK page applies to its own SDK, aliases folders included', () => {
    expect(
      navigationForSdkChoice({ path: '/sdks/storybook-angular/quickstart', sdk: 'storybook', source: 'navbar' }),
    ).toEqual({ sdk: 'storybook', rule: 'stay' });
  });

  it('an embedded picker outside the navbar never navigates away from a non-applicable page', () => {
    expect(
      navigationForSdkChoice({ path: '/sdks/cypress/eyes', sdk: 'testcafe', source: 'picker', pageExists }),
    ).toEqual({
      sdk: 'testcafe',
      rule: 'stay',
    });
  });

  it('the landing page picker goes to the chosen SDK home link', () => {
    expect(navigationForSdkChoice({ path: '/', sdk: 'xcui', source: 'landing' })).toEqual({
      sdk: 'xcui',
      to: 'sdks/xcui/quickstart',
      rule: 'landing',
    });
    expect(navigationForSdkChoice({ path: '/', sdk: 'playwright-ts', source: 'landing' })).toMatchObject({
      to: 'playwright',
    });
  });

  it('does not ask appliesToPage about SDK-specific pages', () => {
    let asked = false;
    navigationForSdkChoice({
      path: '/sdks/cypress/eyes',
      sdk: 'cypress',
      source: 'navbar',
      appliesToPage: () => {
        asked = true;
        return false;
      },
    });
    expect(asked).toBe(false);
  });
});

describe('navbarSwitchForPath', () => {
  it("marks API Ref on the SDK's own pages and Eyes Docs on the general docs, the server API reference included", () => {
    expect(navbarSwitchForPath('/sdks/cypress/configuration')).toBe('api');
    expect(navbarSwitchForPath('/sdks/storybook-angular')).toBe('api');
    expect(navbarSwitchForPath('/playwright/api/eyes-check')).toBe('api');
    expect(navbarSwitchForPath('/playwright/introduction')).toBe('docs');
    expect(navbarSwitchForPath('/playwright/reference/server-api/authentication')).toBe('docs');
    expect(navbarSwitchForPath('/reference/server-api')).toBe('docs');
    expect(navbarSwitchForPath('/concepts/insights')).toBe('docs');
    expect(navbarSwitchForPath('/sdks/no-such-sdk/quickstart')).toBe('docs');
  });
});

describe('sdkReferenceLink', () => {
  it("is the overview of the SDK's own pages, Playwright's API overview for Playwright TypeScript", () => {
    expect(sdkReferenceLink('selenium-java')).toBe('sdks/selenium-java');
    expect(sdkReferenceLink('image-tester')).toBe('sdks/image-tester');
    expect(sdkReferenceLink('playwright-ts')).toBe('playwright/api/overview');
  });
});

describe('sdkListSubject', () => {
  it("names the platform a page's SDKs share, or its one SDK", () => {
    expect(sdkListSubject(['appium-csharp-native', 'espresso', 'xcui', 'xctest'])).toBe('native mobile apps');
    expect(sdkListSubject(['images-java', 'image-tester'])).toBe('testing images');
    expect(sdkListSubject(['playwright-ts'])).toBe('Playwright (TypeScript)');
    expect(sdkListSubject(['storybook-react'])).toBe('Storybook');
  });

  it('reads platforms and API families, and names the families to a reader of another SDK of their platform', () => {
    expect(sdkListSubject(['mobile-native'])).toBe('native mobile apps');
    expect(sdkListSubject(['web', 'component'])).toBe('web apps and UI components');
    expect(sdkListSubject(['selenium', 'webdriverio', 'watir'], 'cypress')).toBe('Selenium, WebdriverIO, and Watir');
    expect(sdkListSubject(['selenium', 'webdriverio', 'watir'], 'espresso')).toBe('web apps');
    expect(sdkListSubject(['espresso', 'xcui'], 'xctest')).toBe('Espresso and XCUITest');
    expect(sdkListSubject(['espresso', 'xcui'], 'cypress')).toBe('native mobile apps');
  });

  it('names nothing for every SDK, no known SDK, or SDKs of several platforms', () => {
    expect(sdkListSubject(['all'])).toBeUndefined();
    expect(sdkListSubject([])).toBeUndefined();
    expect(sdkListSubject(['nope'])).toBeUndefined();
    expect(sdkListSubject(['cypress', 'espresso'])).toBeUndefined();
  });
});
