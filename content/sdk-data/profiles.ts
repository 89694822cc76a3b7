/**
 * What differs between SDKs beyond the catalogue: the family of test
 * framework, how the SDK exposes the API, the driver it takes, the test
 * runner its samples use, and the prose that explains what is special about
 * it. One profile per SDK page folder (`sdks/<key>` and `sdks/storybook-angular`).
 */
import { SDK_CATALOG, SDK_KEYS, type SdkEntry, type SdkKey } from '@docs/sdk-catalog';
import type { Style } from './languages';
import type { Binding, SignatureContext } from './signatures';
import { STORYBOOK_MINIMUM } from './suites';

export type Family =
  | 'selenium'
  | 'playwright'
  | 'appium-web'
  | 'appium-native'
  | 'cypress'
  | 'webdriverio'
  | 'testcafe'
  | 'puppeteer'
  | 'protractor'
  | 'watir'
  | 'capybara'
  | 'robot'
  | 'leanft'
  | 'espresso'
  | 'xcui'
  | 'xctest'
  | 'storybook'
  | 'images'
  | 'image-tester';

export interface SdkProfile {
  /** The page folder: the pages are at `/sdks/<folder>/…`. */
  folder: string;
  /** The SDK that owns the folder (front matter `sdks`). */
  sdk: SdkKey;
  entry: SdkEntry;
  /** Name used in titles: the catalogue name, or `Storybook for Angular`. */
  name: string;
  family: Family;
  binding: Binding | 'cli';
  /** Language conventions of the code samples (OO SDKs) and signatures. */
  style: Style;
  /** Variable the samples hold the driver or page in. */
  driverVar?: string;
  /** Test runner of the samples. */
  testRunner: string;
  /** Where the quickstart's test file goes. */
  testFile: string;
  /** Command that runs the tests. */
  runCommand: string;
  /** What the reader needs before the quickstart. */
  prerequisites: string;
  /** What is particular about this SDK, for the overview and quickstart. */
  about: string;
  /** Pitfalls specific to the SDK. */
  pitfalls: readonly string[];
  /**
   * How environment variables reach tests that run on a device or simulator, whose process does
   * not inherit the environment of the shell or CI step (Markdown); absent where they do.
   */
  deviceEnvironment?: string;
  ctx: SignatureContext;
}

const JS_KEYS = new Set(['javascript', 'typescript']);

interface FamilyFacts {
  family: Family;
  binding: Binding | 'cli';
  driverType?: string;
  driverVar?: string;
  regionType: string;
  testRunner: string;
  testFile: string;
  runCommand: string;
  prerequisites: string;
  about: string;
  pitfalls: readonly string[];
  deviceEnvironment?: string;
}

type Lang = 'java' | 'csharp' | 'javascript' | 'typescript' | 'python' | 'ruby' | 'php';

const RUNNERS: Record<Lang, { runner: string; file: (stem: string) => string; run: string }> = {
  // Maven builds run the same tests with `mvn test`; the install step shows both build files.
  java: {
    runner: 'JUnit 5',
    file: (stem) => `src/test/java/demo/${stem}.java`,
    run: './gradlew test    # with Maven: mvn test',
  },
  csharp: { runner: 'NUnit', file: (stem) => `Tests/${stem}.cs`, run: 'dotnet test' },
  javascript: { runner: 'Mocha', file: () => 'test/checkout.spec.js', run: 'npx mocha test/checkout.spec.js' },
  typescript: { runner: 'Playwright Test', file: () => 'tests/checkout.spec.ts', run: 'npx playwright test' },
  // -s: pytest hides what tests print, and the quickstart prints the results summary.
  python: { runner: 'pytest', file: () => 'tests/test_checkout.py', run: 'pytest -s tests/test_checkout.py' },
  ruby: { runner: 'RSpec', file: () => 'spec/checkout_spec.rb', run: 'bundle exec rspec spec/checkout_spec.rb' },
  php: { runner: 'PHPUnit', file: () => 'tests/CheckoutTest.php', run: 'vendor/bin/phpunit tests/CheckoutTest.php' },
};

const SELENIUM_DRIVER: Record<Lang, string> = {
  java: 'WebDriver',
  csharp: 'IWebDriver',
  javascript: 'WebDriver',
  typescript: 'WebDriver',
  python: 'WebDriver',
  ruby: 'Selenium::WebDriver::Driver',
  php: 'RemoteWebDriver',
};

const SELENIUM_REGION: Record<Lang, string> = {
  java: 'By',
  csharp: 'By',
  javascript: 'By | string',
  typescript: 'By | string',
  python: 'str',
  ruby: 'String',
  php: 'WebDriverBy',
};

function selenium(lang: Lang): FamilyFacts {
  const run = RUNNERS[lang];
  return {
    family: 'selenium',
    binding: 'oo',
    driverType: SELENIUM_DRIVER[lang],
    driverVar: 'driver',
    regionType: SELENIUM_REGION[lang],
    testRunner: run.runner,
    testFile: run.file('CheckoutVisualTest'),
    runCommand: run.run,
    prerequisites: `Your ${run.runner} project, already driving Chrome with Selenium WebDriver 4, and Chrome installed locally (Selenium Manager fetches the matching driver).`,
    about:
      'The SDK wraps your Selenium WebDriver session: `open` takes the driver, resizes the browser to the viewport you ask for and returns it; each `check` captures the page through that session. The same test can run on the Ultrafast Grid, which renders the captured DOM in other browsers without a second Selenium session.',
    pitfalls: [
      'Keep using the driver you passed to `open` (or the one it returns); a second driver opened in the same test is not captured.',
      'Selenium Grid and cloud providers report their own window sizes; always set the viewport size so the baseline key does not change between machines.',
    ],
  };
}

function playwright(lang: Lang): FamilyFacts {
  const run = RUNNERS[lang];
  return {
    family: 'playwright',
    binding: 'oo',
    driverType: 'Page',
    driverVar: 'page',
    regionType: lang === 'typescript' ? 'string | Locator' : lang === 'python' ? 'str | Locator' : 'Locator',
    testRunner: lang === 'typescript' ? 'Playwright Test' : run.runner,
    testFile: lang === 'typescript' ? 'tests/checkout.spec.ts' : run.file('CheckoutVisualTest'),
    runCommand: lang === 'typescript' ? 'npx playwright test' : run.run,
    prerequisites:
      lang === 'typescript'
        ? 'A project with `@playwright/test` installed and its browsers downloaded (`npx playwright install chromium`).'
        : `Your ${run.runner} project, with Playwright for ${lang === 'csharp' ? '.NET' : lang === 'java' ? 'Java' : 'Python'} and its browsers installed.`,
    about:
      'The SDK takes a Playwright `Page`: `open` binds the test to it, and each `check` captures the page or a `Locator` through Playwright itself, so auto-waiting and locators work as in the rest of your test. You create and close the Eyes objects yourself, which suits suites that manage pages by hand or do not use the test runner’s fixtures.',
    pitfalls: [
      'Open Eyes on the page the test actually uses; a popup or a new tab is a different `Page` and needs its own test.',
      'Playwright’s own screenshot assertions and Eyes checkpoints are independent; remove the former when you move a test to Eyes to avoid two baselines for one screen.',
    ],
  };
}

function appium(lang: Lang, variant: 'web' | 'native'): FamilyFacts {
  const run = RUNNERS[lang];
  const web = variant === 'web';
  return {
    family: web ? 'appium-web' : 'appium-native',
    binding: 'oo',
    driverType: {
      java: 'AppiumDriver',
      csharp: 'AppiumDriver',
      javascript: 'WebdriverIO.Browser',
      typescript: 'WebdriverIO.Browser',
      python: 'WebDriver',
      ruby: 'Appium::Core::Base::Driver',
      php: 'AppiumDriver',
    }[lang],
    driverVar: 'driver',
    regionType: web
      ? SELENIUM_REGION[lang]
      : {
          java: 'By',
          csharp: 'By',
          javascript: 'string',
          typescript: 'string',
          python: 'tuple',
          ruby: 'Hash',
          php: 'By',
        }[lang],
    testRunner: run.runner,
    testFile: run.file('CheckoutVisualTest'),
    runCommand: run.run,
    prerequisites: web
      ? 'An Appium 2 server with the UiAutomator2 driver (`appium driver install uiautomator2`), an Android emulator or device with Chrome, and a test project that starts Appium sessions.'
      : 'An Appium 2 server with the UiAutomator2 driver (or XCUITest for iOS), an emulator or device, the build of your app (`.apk` or `.app`), and a test project that starts Appium sessions.',
    about: web
      ? 'This flavour tests websites in a mobile browser: the Appium session has `browserName` set, Eyes captures the web page inside the browser, and DOM-based features work as on desktop: CSS selectors for regions, full-page stitching by scrolling the page, and the Ultrafast Grid, which renders the page on other phones and tablets.'
      : 'This flavour tests native apps: the Appium session starts your `.apk` or `.app`, and Eyes captures the device screen. Regions are native elements (accessibility ids, resource ids), full-page capture scrolls native scroll views, and there is no DOM, so the web Ultrafast Grid does not apply.',
    pitfalls: web
      ? [
          'Keep the device model and orientation fixed: they are part of the baseline key, and a different emulator image means a new baseline.',
          'Mobile browsers show and hide their address bar while scrolling; capture with `fully()` rather than scrolling by hand.',
        ]
      : [
          'The status bar clock and battery level change on every run; the SDK excludes the status bar by default, so do not add it back to your regions.',
          'Use accessibility ids for regions: they survive layout changes and localisation better than XPath.',
        ],
  };
}

function js(
  family: Family,
  driverType: string,
  driverVar: string,
  prerequisites: string,
  about: string,
  pitfalls: readonly string[],
  runner = 'Mocha',
  run = 'npx mocha test/checkout.spec.js',
): FamilyFacts {
  return {
    family,
    binding: 'oo',
    driverType,
    driverVar,
    regionType: 'string',
    testRunner: runner,
    testFile: 'test/checkout.spec.js',
    runCommand: run,
    prerequisites,
    about,
    pitfalls,
  };
}

function images(lang: Lang): FamilyFacts {
  const run = RUNNERS[lang];
  return {
    family: 'images',
    binding: 'oo',
    regionType: 'Region',
    testRunner: run.runner,
    testFile: run.file('CheckoutVisualTest'),
    runCommand: run.run,
    prerequisites:
      'Screenshots as PNG or JPEG files, from your own capture tool, a design export or a PDF renderer; no browser or device is needed.',
    about:
      'The Images SDK compares pictures you already have: each `check` uploads one image and compares it with the baseline. Nothing drives an application, so there is no driver, no full-page scrolling and no Ultrafast Grid; the viewport size you pass to `open` simply describes the image size for the baseline key.',
    pitfalls: [
      'Images of different sizes never match; crop screenshots consistently before uploading, and upload each size as its own image.',
      'Set the host OS and host app names when you know them, so images from different capture environments get separate baselines.',
    ],
  };
}

const FAMILIES: Record<SdkKey, FamilyFacts | undefined> = {
  cypress: {
    family: 'cypress',
    binding: 'cypress',
    regionType: 'string | Region',
    testRunner: 'Cypress',
    testFile: 'cypress/e2e/checkout.cy.js',
    runCommand: 'npx cypress run',
    prerequisites: 'A project with Cypress 12 or later and at least one passing spec.',
    about:
      'Cypress tests run inside the browser, so the SDK is a Cypress plugin: it adds the commands `cy.eyesOpen`, `cy.eyesCheckWindow` and `cy.eyesClose`, which queue like any other command. Each checkpoint sends the DOM snapshot to the Ultrafast Grid, which renders it in every browser you configure; the plugin process in Node collects the results when the run ends.',
    pitfalls: [
      'Commands are queued, not awaited: do not wrap `cy.eyesCheckWindow` in `async` code or `.then` chains that return promises.',
      'Set the viewport with the `browser` option rather than `cy.viewport`, which only resizes the Cypress runner’s frame.',
    ],
  },
  'playwright-ts': undefined,
  'playwright-ts-standard': playwright('typescript'),
  'playwright-java': playwright('java'),
  'playwright-csharp': playwright('csharp'),
  'playwright-python': playwright('python'),
  'selenium-csharp': selenium('csharp'),
  'selenium-java': selenium('java'),
  'selenium-js': selenium('javascript'),
  'selenium-php': selenium('php'),
  'selenium-python': selenium('python'),
  'selenium-ruby': selenium('ruby'),
  testcafe: js(
    'testcafe',
    'TestController',
    't',
    'A project with TestCafe 3 and a browser it can launch.',
    'TestCafe runs test code in Node and injects scripts into the page, so the SDK takes the test controller `t`: `open` binds to the browser TestCafe controls, and each `check` reads the DOM through TestCafe’s client functions. Because the DOM is captured, every checkpoint can also be rendered on the Ultrafast Grid.',
    [
      'Run TestCafe with one browser per Eyes test (`testcafe chrome`); listing several browsers on the command line opens several tests with the same name.',
      'TestCafe’s concurrency flag starts parallel browsers; share one runner and batch ID so their tests land in one batch.',
    ],
    'TestCafe',
    'npx testcafe chrome test/checkout.spec.js',
  ),
  webdriverio: js(
    'webdriverio',
    'WebdriverIO.Browser',
    'browser',
    'A WebdriverIO 8 or 9 project created with `npm init wdio`, using the Mocha framework.',
    'The SDK is a WebdriverIO service: listed in `services` in `wdio.conf.js` with your app name, it opens an Eyes test before each test (named after it) and closes it after, so specs only call `browser.eyesCheck`. The `Eyes`, `Configuration` and `Target` objects of the other pages are the ones the service uses; create an `Eyes` yourself only in a spec that needs several Eyes tests in one WebdriverIO test.',
    [
      'With `maxInstances` above 1, workers run in separate processes; give them a common batch ID through an environment variable set before `wdio` starts.',
      'Do not call `browser.setWindowSize` in a spec: the viewport size in the service options is part of the baseline key.',
    ],
    'WebdriverIO',
    'npx wdio run wdio.conf.js',
  ),
  robot: {
    family: 'robot',
    binding: 'robot',
    regionType: 'locator',
    testRunner: 'Robot Framework',
    testFile: 'tests/checkout.robot',
    runCommand: 'robot tests/checkout.robot',
    prerequisites:
      'Robot Framework 6 or 7 with SeleniumLibrary (for web) or AppiumLibrary (for mobile) and a passing suite.',
    about:
      'The SDK is a keyword library, `EyesLibrary`. It reuses the browser or app session of SeleniumLibrary or AppiumLibrary, so you add keywords to existing test cases: `Eyes Open`, one or more `Eyes Check` with target keywords, and `Eyes Close Async`. Settings live in the library import and in an `eyes.yaml` file next to your suites.',
    pitfalls: [
      'Import `EyesLibrary` after SeleniumLibrary or AppiumLibrary so it can find the open session.',
      'Put `Eyes Abort` in the test teardown; a failing keyword otherwise leaves the Eyes test open until the suite ends.',
    ],
  },
  puppeteer: js(
    'puppeteer',
    'Page',
    'page',
    'Node 18 or later and a project with Puppeteer 21 or later.',
    'The SDK takes a Puppeteer `Page`: `open` sets its viewport and each `check` captures it through the DevTools protocol. Puppeteer has no test runner of its own, so the samples use Mocha; any runner with before and after hooks works.',
    [
      'Call `page.setViewport` only before `open`; changing it later breaks the match with the baseline size.',
      'Headless and headed Chrome render fonts slightly differently; run baselines and later runs in the same mode.',
    ],
  ),
  watir: {
    family: 'watir',
    binding: 'oo',
    driverType: 'Watir::Browser',
    driverVar: 'browser',
    regionType: 'Hash',
    testRunner: 'RSpec',
    testFile: 'spec/checkout_spec.rb',
    runCommand: 'bundle exec rspec spec/checkout_spec.rb',
    prerequisites: 'Ruby 3, a Gemfile with `watir` and `rspec`, and Chrome installed.',
    about:
      "The SDK takes a `Watir::Browser`: `open` resizes it and each `check` captures the page through its WebDriver session. Regions accept Watir-style locator hashes (`{ css: '#cart' }`), so you point at elements the same way your Watir code does.",
    pitfalls: [
      'Watir waits for elements automatically but not for animations; add `timeout` to checkpoints of screens that fade in.',
      'Close the browser after `abort`, not before, so a failed test can still be ended cleanly.',
    ],
  },
  capybara: {
    family: 'capybara',
    binding: 'oo',
    driverType: 'Capybara::Session',
    driverVar: 'page',
    regionType: 'String',
    testRunner: 'RSpec',
    testFile: 'spec/features/checkout_spec.rb',
    runCommand: 'bundle exec rspec spec/features/checkout_spec.rb',
    prerequisites:
      'A Rails or Rack app with RSpec feature specs running on a Selenium driver (`selenium_chrome_headless`); the rack_test driver cannot take screenshots.',
    about:
      'The SDK plugs into Capybara sessions: `open` takes `page` (the current session), and checkpoints capture whatever the Selenium-backed driver shows. It suits feature specs of Rails apps, where Capybara already starts the server and visits pages.',
    pitfalls: [
      'Feature specs tagged `js: true` run on the JavaScript driver; Eyes needs that driver, so tag visual specs accordingly.',
      'Seed test data deterministically: fixtures with random names or timestamps make every run differ.',
    ],
  },
  protractor: js(
    'protractor',
    'ProtractorBrowser',
    'browser',
    'A Protractor 7 project with the Jasmine framework and a configured `protractor.conf.js`.',
    'The SDK takes Protractor’s global `browser`: `open` resizes it and each `check` waits for Angular to be stable before capturing, like Protractor’s own actions. Protractor is no longer developed upstream; the SDK keeps working for existing suites, and the same calls carry over if you migrate to WebdriverIO or Playwright.',
    [
      'Keep `SELENIUM_PROMISE_MANAGER: false` and use `async`/`await`; the control flow of old Protractor versions does not sequence Eyes calls.',
      'Angular animations can still be running when Protractor considers the app stable; disable them in test builds.',
    ],
    'Jasmine',
    'npx protractor protractor.conf.js',
  ),
  'leanft-csharp': {
    family: 'leanft',
    binding: 'oo',
    driverType: 'IBrowser',
    driverVar: 'browser',
    regionType: 'ITestObject',
    testRunner: 'NUnit',
    testFile: 'Tests/CheckoutVisualTest.cs',
    runCommand: 'dotnet test',
    prerequisites:
      'A LeanFT (UFT Developer) NUnit project, the LeanFT runtime engine running, and its browser extension enabled.',
    about:
      'The SDK takes a LeanFT `IBrowser`: `open` resizes it and each `check` captures it through the LeanFT runtime. Regions are LeanFT test objects, so the objects your application model already describes can be ignored or checked directly.',
    pitfalls: [
      'Initialise the LeanFT SDK (`SDK.Init`) before creating the Eyes instance, and clean it up after `GetAllTestResults`.',
      'The runtime engine captures the browser window as shown on the desktop; keep the machine unlocked and at a fixed display scale.',
    ],
  },
  'leanft-js': js(
    'leanft',
    'Web.Browser',
    'browser',
    'A LeanFT (UFT Developer) JavaScript project, the runtime engine running and its browser extension enabled.',
    'The SDK takes a LeanFT `Web.Browser`: `open` resizes it and each `check` captures it through the LeanFT runtime. Regions are LeanFT test objects, so the objects your application model already describes can be ignored or checked directly.',
    [
      'Call `LFT.init()` before `open` and `LFT.cleanup()` after the runner’s results.',
      'The runtime engine captures the browser as shown on the desktop; keep the machine unlocked and at a fixed display scale.',
    ],
  ),
  'appium-csharp-web': appium('csharp', 'web'),
  'appium-java-web': appium('java', 'web'),
  'appium-js-web': appium('javascript', 'web'),
  'appium-python-web': appium('python', 'web'),
  'appium-ruby-web': appium('ruby', 'web'),
  'appium-csharp-native': appium('csharp', 'native'),
  'appium-java-native': appium('java', 'native'),
  'appium-js-native': appium('javascript', 'native'),
  'appium-python-native': appium('python', 'native'),
  'appium-ruby-native': appium('ruby', 'native'),
  espresso: {
    family: 'espresso',
    binding: 'oo',
    regionType: 'Matcher<View>',
    testRunner: 'AndroidJUnit4',
    testFile: 'app/src/androidTest/java/com/example/shop/CheckoutVisualTest.java',
    runCommand: './gradlew connectedAndroidTest',
    prerequisites:
      'An Android project with Espresso instrumented tests (`androidx.test.espresso`) and an emulator or device.',
    about:
      'Espresso tests run on the device, inside your app’s process, so the SDK needs no driver: `open` takes only the app and test names, and each checkpoint captures the current activity’s view hierarchy directly. Regions are Espresso view matchers such as `withId(R.id.cart)`.',
    pitfalls: [
      'Environment variables of your machine do not reach the device: pass the ones the tests read as instrumentation arguments (`testInstrumentationRunnerArguments` in `app/build.gradle.kts`), which keeps the API key out of the app’s `BuildConfig` and release builds.',
      'Disable system animations on the test device (developer options) so screens are captured after transitions.',
    ],
    deviceEnvironment:
      'The SDKs read these variables where the tests run. Espresso tests run on the device, which does not see the build machine’s environment: the quickstart’s `app/build.gradle.kts` hands the variables the tests read to the test run as instrumentation arguments, and the tests read them with `InstrumentationRegistry.getArguments()`, as in the example above.',
  },
  xctest: {
    family: 'xctest',
    binding: 'oo',
    regionType: 'UIView',
    testRunner: 'XCTest',
    testFile: 'ShopTests/CheckoutViewTests.swift',
    runCommand: 'xcodebuild test -scheme Shop -destination "platform=iOS Simulator,name=iPhone 15"',
    prerequisites: 'An iOS project with a unit test target hosted in the app, and CocoaPods.',
    about:
      'The XCTest SDK checks views and view controllers from unit tests: the test runs in the app’s process, builds a screen in a known state (for example with stub data) and checks it without navigating through the app. It is the fastest way to cover many states of one screen; use the XCUITest SDK for journeys through the running app.',
    pitfalls: [
      'Load the view (`loadViewIfNeeded`) and lay it out in a window before checking; a view that is not in a window captures as blank.',
      'Pin the simulator model, iOS version and content size category; each is part of what the screen looks like.',
    ],
    deviceEnvironment:
      'The SDKs read these variables where the tests run. The test process runs in the simulator (or on the device), which sees only the variables `xcodebuild` hands on: those named `TEST_RUNNER_<NAME>` in the shell that runs it, which the test reads as `<NAME>` (`TEST_RUNNER_GIT_BRANCH` becomes `GIT_BRANCH`). When you run the tests from Xcode, set them in the test action of the scheme instead.',
  },
  xcui: {
    family: 'xcui',
    binding: 'oo',
    regionType: 'XCUIElement',
    testRunner: 'XCUITest',
    testFile: 'ShopUITests/CheckoutUITests.swift',
    runCommand: 'xcodebuild test -scheme Shop -destination "platform=iOS Simulator,name=iPhone 15"',
    prerequisites: 'An iOS project with a UI test target (XCUITest), CocoaPods and a simulator.',
    about:
      'XCUITest drives your app from a separate runner process, so the SDK captures the screen of the running `XCUIApplication` and needs no driver. Regions are `XCUIElement`s you already query (`app.buttons["Pay"]`), and `fully()` scrolls the first scroll view to capture long screens.',
    pitfalls: [
      'The simulator keyboard, alerts and the status bar appear in captures; dismiss the keyboard before checking, and let the SDK remove the status bar.',
      'Pin the simulator model and iOS version in CI: a different device is a different baseline.',
    ],
    deviceEnvironment:
      'The SDKs read these variables where the tests run. The test process runs in the simulator (or on the device), which sees only the variables `xcodebuild` hands on: those named `TEST_RUNNER_<NAME>` in the shell that runs it, which the test reads as `<NAME>` (`TEST_RUNNER_GIT_BRANCH` becomes `GIT_BRANCH`). When you run the tests from Xcode, set them in the test action of the scheme instead.',
  },
  storybook: {
    family: 'storybook',
    binding: 'storybook',
    regionType: 'string | Region',
    testRunner: 'the `eyes-storybook` command',
    testFile: 'eyes.config.js',
    runCommand: 'npx eyes-storybook',
    prerequisites: `A project on Storybook ${STORYBOOK_MINIMUM} or later whose stories render in \`npx storybook dev\`.`,
    about:
      'The Storybook SDK is a command, not a library you call from tests: `npx eyes-storybook` builds or connects to your Storybook, visits every story, and checks each one as its own test named after the component and story. The DOM of each story is rendered on the Ultrafast Grid in every browser you configure, so a full component library is covered in minutes.',
    pitfalls: [
      'Stories with random data, dates or animations differ on every run; use fixed args and `parameters.eyes` to ignore regions or skip a story.',
      'Keep the app name and story names stable: each story is a test named after its component and story, so renaming either starts a new baseline.',
    ],
  },
  'image-tester': {
    family: 'image-tester',
    binding: 'cli',
    regionType: 'Region',
    testRunner: 'the `image-tester` command',
    testFile: 'screenshots/',
    runCommand: 'image-tester --folder screenshots --app-name "Web Shop"',
    prerequisites: 'Node 18 or later, and a folder of PNG or JPEG images or PDF files to check.',
    about:
      'Image Tester is a command-line tool for checking files without writing code: point it at a folder of images or PDF documents and each file (each page of a PDF) becomes a checkpoint. It suits release artefacts such as generated reports, invoices and exported designs, and CI jobs in any language.',
    pitfalls: [
      'Keep the app name (`--app-name`) and file names stable: each file is a test named after it, so renaming either starts a new baseline.',
      'Rasterising PDFs depends on the fonts installed where the tool runs; run it in the same container image (or on the same CI machine) every time.',
    ],
  },
  'images-csharp': images('csharp'),
  'images-java': images('java'),
  'images-js': images('javascript'),
  'images-php': images('php'),
  'images-python': images('python'),
  'images-ruby': images('ruby'),
};

const STYLE_OF: Record<string, Style> = {
  java: 'java',
  csharp: 'csharp',
  python: 'python',
  ruby: 'ruby',
  php: 'php',
  javascript: 'js',
  typescript: 'ts',
  swift: 'swift',
  robotframework: 'python',
  bash: 'js',
};

function profile(folder: string, sdk: SdkKey, name?: string): SdkProfile {
  const entry = SDK_CATALOG[sdk];
  const facts = FAMILIES[sdk];
  if (!facts) throw new Error(`no profile for ${sdk}`);
  const style: Style =
    facts.binding === 'cypress' || facts.binding === 'storybook' ? 'ts' : (STYLE_OF[entry.language] ?? 'js');
  const liveApp = facts.family !== 'images' && facts.family !== 'image-tester';
  const browser = entry.platform === 'web' || entry.platform === 'mobile-web' || entry.platform === 'component';
  return {
    folder,
    sdk,
    entry,
    name: name ?? entry.name,
    family: facts.family,
    binding: facts.binding,
    style,
    ...(facts.driverVar ? { driverVar: facts.driverVar } : {}),
    testRunner: facts.testRunner,
    testFile: facts.testFile,
    runCommand: facts.runCommand,
    prerequisites: facts.prerequisites,
    about: facts.about,
    pitfalls: facts.pitfalls,
    ...(facts.deviceEnvironment ? { deviceEnvironment: facts.deviceEnvironment } : {}),
    ctx: {
      binding: facts.binding === 'cli' ? 'oo' : facts.binding,
      style:
        JS_KEYS.has(entry.language) && facts.binding === 'oo' ? (entry.language === 'typescript' ? 'ts' : 'js') : style,
      ...(facts.driverType ? { driverType: facts.driverType } : {}),
      ...(facts.driverVar ? { driverName: facts.driverVar } : {}),
      regionType: facts.regionType,
      browser,
      liveApp,
    },
  };
}

/** Every SDK page folder with its profile, in catalogue order, `storybook-angular` after `storybook`. */
export const SDK_PROFILES: readonly SdkProfile[] = SDK_KEYS.filter((sdk) => sdk !== 'playwright-ts').flatMap((sdk) =>
  sdk === 'storybook'
    ? [
        profile('storybook', sdk),
        {
          ...profile('storybook-angular', sdk, 'Storybook for Angular'),
          testRunner: 'the `eyes-storybook` command with the Angular builder',
          prerequisites: `An Angular workspace on Storybook ${STORYBOOK_MINIMUM} or later whose stories render with the Angular builder (\`ng run <project>:storybook\`).`,
        },
      ]
    : [profile(sdk, sdk)],
);

/** The profile of a folder. */
export function profileOf(folder: string): SdkProfile {
  const found = SDK_PROFILES.find((p) => p.folder === folder);
  if (!found) throw new Error(`unknown SDK folder ${folder}`);
  return found;
}
