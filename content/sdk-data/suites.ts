/**
 * Where the Eyes calls of a guide go in each framework's own suite: the test runner's hooks
 * (run-wide and per test) and the object Eyes captures through. The guide pages of SDKs that
 * share a language (Selenium, Appium and Playwright in Java; the seven JavaScript web SDKs...)
 * share their samples, which follow the language's API; these facts are what differs, and each
 * guide says them in the reader's framework's terms.
 */
import type { Family, SdkProfile } from './profiles';

/** The hooks of a test runner, as its users name them (Markdown). */
export interface RunnerHooks {
  /** Runs once before the tests of a run (or of a worker process). */
  beforeAll: string;
  /** Runs once after them. */
  afterAll: string;
  /** Runs before each test. */
  beforeEach: string;
  /** Runs after each test, whether it passed or failed. */
  afterEach: string;
}

const HOOKS: Record<string, RunnerHooks> = {
  'JUnit 5': {
    beforeAll: 'a static field or a `@BeforeAll` method',
    afterAll: 'an `@AfterAll` method',
    beforeEach: 'a `@BeforeEach` method',
    afterEach: 'an `@AfterEach` method',
  },
  AndroidJUnit4: {
    beforeAll: 'a `@BeforeClass` method of the instrumented test class',
    afterAll: 'an `@AfterClass` method',
    beforeEach: 'a `@Before` method, which runs once the `ActivityScenarioRule` has launched the activity',
    afterEach: 'an `@After` method',
  },
  NUnit: {
    beforeAll: 'a `[OneTimeSetUp]` method (or a `[SetUpFixture]` for the whole assembly)',
    afterAll: 'a `[OneTimeTearDown]` method',
    beforeEach: 'a `[SetUp]` method',
    afterEach: 'a `[TearDown]` method',
  },
  pytest: {
    beforeAll: 'a session-scoped fixture in `conftest.py`',
    afterAll: 'the code after that fixture’s `yield`',
    beforeEach: 'a function-scoped fixture that the test requests',
    afterEach: 'the code after that fixture’s `yield`',
  },
  RSpec: {
    beforeAll: 'a `before(:suite)` block in `spec_helper.rb`',
    afterAll: 'an `after(:suite)` block',
    beforeEach: 'a `before` block of the example group',
    afterEach: 'an `after` block',
  },
  PHPUnit: {
    beforeAll: '`setUpBeforeClass()`',
    afterAll: '`tearDownAfterClass()`',
    beforeEach: '`setUp()`',
    afterEach: '`tearDown()`',
  },
  Mocha: {
    beforeAll: 'a root-level `before` hook (in a file loaded with `--require`, for every spec file)',
    afterAll: 'a root-level `after` hook',
    beforeEach: 'a `beforeEach` hook',
    afterEach: 'an `afterEach` hook',
  },
  Jasmine: {
    beforeAll: '`onPrepare` in `protractor.conf.js`',
    afterAll: '`onComplete` in `protractor.conf.js`',
    beforeEach: 'a Jasmine `beforeEach`',
    afterEach: 'a Jasmine `afterEach`',
  },
  TestCafe: {
    beforeAll: 'the fixture’s `.before` hook (or a global `hooks.fixture.before` in `.testcaferc.js`)',
    afterAll: 'the fixture’s `.after` hook',
    beforeEach: 'the fixture’s `.beforeEach(async (t) => …)`',
    afterEach: 'the fixture’s `.afterEach(async (t) => …)`',
  },
  WebdriverIO: {
    beforeAll: 'the `before` hook of `wdio.conf.js`, which runs once in each worker',
    afterAll: 'the `after` hook of `wdio.conf.js`, in the same worker',
    beforeEach: 'the `beforeTest` hook, or a Mocha `beforeEach` in the spec',
    afterEach: 'the `afterTest` hook',
  },
  'Playwright Test': {
    beforeAll: 'a worker-scoped fixture (or `test.beforeAll`)',
    afterAll: 'that fixture’s teardown after `use` (or `test.afterAll`)',
    beforeEach: 'a test-scoped fixture (or `test.beforeEach`)',
    afterEach: 'that fixture’s teardown after `use`',
  },
  'Robot Framework': {
    beforeAll: '`Suite Setup`',
    afterAll: '`Suite Teardown`',
    beforeEach: '`Test Setup`',
    afterEach: '`Test Teardown`',
  },
  XCTest: {
    beforeAll: '`override class func setUp()`',
    afterAll: '`override class func tearDown()`',
    beforeEach: '`setUp()`',
    afterEach: '`tearDown()`',
  },
};
HOOKS.XCUITest = HOOKS.XCTest as RunnerHooks;

/** What Eyes captures through, by framework family (Markdown). */
const SESSION: Partial<Record<Family, string>> = {
  selenium: 'the Selenium `WebDriver` session the test already drives',
  playwright: 'the Playwright `Page` of the test',
  'appium-web': 'the Appium session, whose mobile browser shows the page',
  'appium-native': 'the Appium session that runs your app on the device',
  webdriverio: 'WebdriverIO’s `browser` object, the session of the worker',
  testcafe: 'TestCafe’s test controller `t`',
  puppeteer: 'the Puppeteer `page` the test opened',
  protractor: 'Protractor’s global `browser`, which also waits for Angular to settle',
  // What the samples pass to `open` (`driver: @browser`, `driver: page`); the SDK reaches the
  // Selenium session behind it itself.
  watir: 'the Watir browser the test opened (`@browser`)',
  capybara: 'the current Capybara session, `page`',
  leanft: 'the LeanFT browser object the test launched',
  espresso: 'the activity under test, on the device that runs the instrumented test',
  xcui: 'the `XCUIApplication` the UI test launched',
  xctest: 'the views and screenshots your unit test renders',
  images: 'the image files you pass to `check`, uploaded as they are (no browser or device is involved)',
};

export interface SuiteContext {
  runner: string;
  hooks: RunnerHooks;
  session: string;
}

/** The suite facts of an SDK whose tests call Eyes from the test code, else `undefined`. */
export function suiteContext(p: SdkProfile): SuiteContext | undefined {
  const hooks = HOOKS[p.testRunner];
  const session = SESSION[p.family];
  if (p.binding !== 'oo' || !hooks || !session) return undefined;
  return { runner: p.testRunner, hooks, session };
}

/** The oldest Storybook major version the Storybook SDK works with (changelog and quickstarts). */
export const STORYBOOK_MINIMUM = 7;

/** What version 4 of each family's SDK works with (Markdown), for its changelog. */
const WORKS_WITH: Record<Family, string> = {
  selenium: 'Selenium WebDriver 4 and Selenium Grid 4, locally or through a cloud provider',
  playwright: 'Playwright 1.40 and later, with Chromium, Firefox and WebKit',
  'appium-web': 'Appium 2 with the UiAutomator2 driver (Chrome on Android) or the XCUITest driver (Safari on iOS)',
  'appium-native':
    'Appium 2 with the UiAutomator2 driver (Android 8 and later) or the XCUITest driver (iOS 15 and later)',
  cypress: 'Cypress 12 and later, in `cypress run` and `cypress open`',
  webdriverio: 'WebdriverIO 8 and later, as a service of the WDIO test runner',
  testcafe: 'TestCafe 3, in any browser TestCafe launches',
  puppeteer: 'Puppeteer 21 and later, headless or headed',
  protractor: 'Protractor 7, the last release (Protractor itself is end-of-life)',
  watir: 'Watir 7, on top of Selenium WebDriver 4',
  capybara: 'Capybara 3 with the `selenium_chrome` or `selenium_chrome_headless` driver',
  robot: 'Robot Framework 6 and later, with SeleniumLibrary 6 or AppiumLibrary 2',
  leanft: 'LeanFT (UFT Developer) 15 and later, with its Chrome, Firefox and Edge extensions',
  espresso: 'Espresso 3.5 on AndroidX Test, with `AndroidJUnit4`',
  xcui: 'XCUITest in Xcode 14 and later, on simulators and devices',
  xctest: 'XCTest in Xcode 14 and later, with UIKit and SwiftUI views',
  storybook: `Storybook ${STORYBOOK_MINIMUM} and later, with any framework Storybook renders`,
  images: 'PNG and JPEG screenshots from any capture tool, with no browser, driver or device',
  'image-tester': 'PNG, JPEG and PDF files, on macOS, Linux and Windows',
};

/** What the SDK's current major version works with. */
export const worksWith = (p: SdkProfile): string => WORKS_WITH[p.family];
