/**
 * The code samples of the SDK pages, built per framework family from the
 * language conventions in `languages.ts`, so every SDK's samples use its
 * language, its package and its framework's real set-up (Selenium drivers,
 * Appium capabilities, Playwright pages, Cypress commands, Robot keywords,
 * Espresso and XCUITest tests, Storybook and Image Tester commands).
 */
import {
  call,
  callExpr,
  comment,
  construct,
  declare,
  end,
  env,
  equalsLiteral,
  FENCE,
  setProp,
  str,
  target,
  v,
  type Style,
} from './languages';
import type { SdkProfile } from './profiles';

/** One fenced code block: Shiki language, optional file title, source. */
export interface Snippet {
  lang: string;
  code: string;
  title?: string;
}

export const URL = 'https://demo.eyes-sdk.dev/checkout';
export const APP = 'Web Shop';

const indent = (lines: readonly string[], depth = 1): string[] =>
  lines.map((line) => (line === '' ? '' : `${'    '.repeat(depth)}${line}`));

/** The framework stem of a package: `eyes-sdk-selenium` -> `selenium`, `EyesSdk.Selenium` -> `Selenium`. */
function stem(p: SdkProfile): string {
  return p.entry.packageName.replace(/^io\.eyessdk:eyes-sdk-|^eyes-sdk[-/]|^EyesSdk\.?|^@eyes-sdk\//, '');
}

/** Import lines of the SDK's classes. */
export function imports(p: SdkProfile, names: readonly string[]): string[] {
  const s = stem(p);
  const classes = names.filter((name) => name !== 'Target');
  const needsTarget = names.includes('Target');
  switch (p.style) {
    case 'java':
      return [`import io.eyessdk.${s}.*;`, ...(needsTarget ? [`import io.eyessdk.${s}.fluent.Target;`] : [])];
    case 'csharp':
      return [`using EyesSdk.${s};`, ...(needsTarget ? [`using EyesSdk.${s}.Fluent;`] : [])];
    case 'python':
      return [`from eyes_sdk_${s} import ${names.join(', ')}`];
    case 'ruby':
      return [`require 'eyes_sdk/${s}'`];
    case 'php': {
      const ns = `EyesSdk\\${s.charAt(0).toUpperCase()}${s.slice(1)}`;
      return [
        ...(classes.length ? [`use ${ns}\\{${classes.join(', ')}};`] : []),
        ...(needsTarget ? [`use ${ns}\\Fluent\\Target;`] : []),
      ];
    }
    case 'js':
      return [`const { ${names.join(', ')} } = require('${p.entry.packageName}');`];
    case 'ts':
      return [`import { ${names.join(', ')} } from '${p.entry.packageName}';`];
    case 'swift':
      return [`import ${p.entry.packageName}`];
  }
}

/** A qualified class name where the language needs one (Ruby). */
function cls(style: Style, name: string): string {
  return style === 'ruby' ? `EyesSdk::${name}` : name;
}

/** A region locator for a CSS selector or a native element, as the family writes it. */
export function region(p: SdkProfile, id: string): string {
  const css = `#${id}`;
  const camel = id.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  switch (p.family) {
    case 'appium-native':
      return (
        (
          {
            java: `AppiumBy.accessibilityId("${id}")`,
            csharp: `MobileBy.AccessibilityId("${id}")`,
            python: `(AppiumBy.ACCESSIBILITY_ID, "${id}")`,
            ruby: `{ accessibility_id: '${id}' }`,
          } as Record<string, string>
        )[p.style] ?? `'~${id}'`
      );
    case 'espresso':
      return `withId(R.id.${id.replace(/-/g, '_')})`;
    case 'xcui':
      return `app.otherElements["${id}"]`;
    case 'xctest':
      return `view.${camel}`;
    case 'images':
      return construct(p.style, cls(p.style, 'Region'), ['0', '0', '1200', '64']);
    case 'watir':
      return `{ css: '${css}' }`;
    case 'playwright':
      return p.style === 'ts'
        ? `page.locator('${css}')`
        : p.style === 'csharp'
          ? `page.Locator("${css}")`
          : p.style === 'python'
            ? `page.locator("${css}")`
            : `page.locator("${css}")`;
    case 'leanft':
      return p.style === 'csharp'
        ? `browser.Describe<IWebElement>(new WebElementDescription { Id = "${id}" })`
        : `browser.$(Web.Element({ id: '${id}' }))`;
    default:
      if (p.style === 'java') return `By.cssSelector("${css}")`;
      if (p.style === 'csharp') return `By.CssSelector("${css}")`;
      if (p.style === 'php') return `WebDriverBy::cssSelector('${css}')`;
      return str(p.style, css);
  }
}

function viewport(p: SdkProfile): string {
  if (p.style === 'js' || p.style === 'ts') return '{ width: 1200, height: 800 }';
  return construct(p.style, cls(p.style, 'RectangleSize'), ['1200', '800']);
}

/**
 * Whether `open` takes a viewport size: desktop browsers are resized to it and images declare
 * it; a phone's browser (mobile web) has the device's own screen size, which cannot be set.
 */
export const takesViewport = (p: SdkProfile) =>
  (p.ctx.browser && p.entry.platform !== 'mobile-web') || p.family === 'images';

/** Arguments of `open`: driver (when there is one), names and, for browsers and images, the viewport. */
function openArgs(p: SdkProfile, test: string): string[] {
  const names = [str(p.style, APP), str(p.style, test)];
  const driver = p.ctx.driverType && p.driverVar ? [v(p.style, p.driverVar)] : [];
  const size = takesViewport(p) ? [viewport(p)] : [];
  if (p.style === 'swift') return [`appName: ${names[0]}`, `testName: ${names[1]}`];
  if (p.style === 'ruby') {
    return [
      ...(driver.length ? [`driver: ${driver[0]}`] : []),
      `app_name: ${names[0]}`,
      `test_name: ${names[1]}`,
      ...(size.length ? [`viewport_size: ${size[0]}`] : []),
    ];
  }
  return [...driver, ...names, ...size];
}

/** `Target.window().fully().withName('Cart')` or, for images, `Target.image('...')`. */
function windowTarget(p: SdkProfile, name: string, extra: readonly (readonly [string, ...string[]])[] = []): string {
  const first: readonly [string, ...string[]] =
    p.family === 'images'
      ? ['image', str(p.style, `screenshots/${name.toLowerCase().replace(/\s+/g, '-')}.png`)]
      : ['window'];
  const fully: (readonly [string, ...string[]])[] = p.ctx.liveApp ? [['fully']] : [];
  return target(p.style, [first, ...fully, ...extra, ['withName', str(p.style, name)]]);
}

/** The test's name, after what it checks: a web page, an app's screen, a screenshot file. */
export function testNameOf(p: SdkProfile): string {
  if (p.entry.platform === 'mobile-native') return 'Checkout screen';
  if (p.entry.platform === 'images') return 'Checkout screenshot';
  return 'Checkout page';
}

/** The body of one visual test: open, navigate (when given), check, close without waiting. */
export function testBody(p: SdkProfile, navigate: readonly string[] = []): string[] {
  return [
    call(p.style, 'eyes', 'open', openArgs(p, testNameOf(p))),
    ...navigate,
    call(p.style, 'eyes', 'check', [windowTarget(p, 'Checkout')]),
    call(p.style, 'eyes', 'closeAsync'),
  ];
}

function tryFinally(style: Style, body: readonly string[], fin: readonly string[]): string[] {
  switch (style) {
    case 'python':
      return ['try:', ...indent(body), 'finally:', ...indent(fin)];
    case 'ruby':
      return [
        'begin',
        ...indent(body, 1).map((l) => l.replace(/^ {4}/, '  ')),
        'ensure',
        ...fin.map((l) => `  ${l}`),
        'end',
      ];
    case 'swift':
      return [`defer { ${fin.join('; ')} }`, ...body];
    default:
      return ['try {', ...indent(body), '} finally {', ...indent(fin), '}'];
  }
}

function newRunner(p: SdkProfile, kind: 'classic' | 'ufg'): string {
  const s = p.style;
  if (kind === 'classic') return declare(s, 'EyesRunner', 'runner', construct(s, cls(s, 'ClassicRunner')));
  const options =
    s === 'js' || s === 'ts'
      ? '{ testConcurrency: 5 }'
      : `${construct(s, cls(s, 'RunnerOptions'))}${s === 'php' ? '->' : '.'}${s === 'csharp' ? 'TestConcurrency' : s === 'python' || s === 'ruby' ? 'test_concurrency' : 'testConcurrency'}(5)`;
  return declare(s, 'EyesRunner', 'runner', construct(s, cls(s, 'VisualGridRunner'), [options]));
}

/**
 * An argument under its Swift label: Swift writes the labels its declarations have (the
 * reference's signatures, from `signatures.ts`), such as `Eyes(runner: runner)`; the other
 * languages pass arguments by position.
 */
const labelled = (p: SdkProfile, label: string, value: string) => (p.style === 'swift' ? `${label}: ${value}` : value);

function newEyes(p: SdkProfile): string {
  return declare(
    p.style,
    'Eyes',
    'eyes',
    construct(p.style, cls(p.style, 'Eyes'), [labelled(p, 'runner', v(p.style, 'runner'))]),
  );
}

/** The name of the instrumentation arguments an Espresso sample reads CI values from. */
const ARGS = 'args';

/**
 * A value the CI sets (API key, branch, pipeline ID...), read where the test runs. Espresso
 * tests run on the Android device, which does not see the build machine's environment:
 * `app/build.gradle.kts` hands the variables to the test run as instrumentation arguments
 * (`ESPRESSO_GRADLE`), read with `InstrumentationRegistry.getArguments()`. Elsewhere, the
 * environment of the test process.
 */
function ciValue(p: SdkProfile, name: string): string {
  return p.family === 'espresso' ? `${ARGS}.getString("${name}")` : env(p.style, name);
}

/**
 * The lines before a sample that reads CI values: on a device, how the values get there.
 * Espresso reads the instrumentation arguments the quickstart's Gradle file passes; XCTest and
 * XCUITest processes in the simulator see only the variables `xcodebuild` hands on, those
 * named `TEST_RUNNER_<NAME>` in its shell (as `<NAME>`).
 */
function deviceValues(p: SdkProfile): string[] {
  if (p.family === 'espresso')
    return [
      comment(p.style, 'CI values reach the device as instrumentation arguments (app/build.gradle.kts)'),
      `Bundle ${ARGS} = InstrumentationRegistry.getArguments();`,
    ];
  if (p.family === 'xcui' || p.family === 'xctest')
    return [
      comment(p.style, 'The simulator sees only the variables xcodebuild hands on: set TEST_RUNNER_<NAME>'),
      comment(p.style, 'in its shell and the test reads <NAME> (TEST_RUNNER_GIT_BRANCH becomes GIT_BRANCH)'),
    ];
  return [];
}

/** The variables of the build machine an Espresso test reads, passed on by `ESPRESSO_GRADLE`. */
export const ESPRESSO_ARGUMENTS = ['EYES_API_KEY', 'GIT_BRANCH', 'GIT_COMMIT', 'CI_PIPELINE_ID', 'EYES_DISABLED'];

/**
 * Espresso's `app/build.gradle.kts` lines: the build machine's CI variables become
 * instrumentation arguments of the test run (`am instrument -e`), which the tests read with
 * `InstrumentationRegistry.getArguments()`. Unlike a `buildConfigField` in `defaultConfig`,
 * nothing is compiled into the app, so the API key never ships in a release APK, and an unset
 * variable is left out rather than becoming the text "null".
 */
export const ESPRESSO_GRADLE = [
  'android {',
  '    defaultConfig {',
  '        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"',
  "        // Tests run on the device, which does not see this machine's environment:",
  '        // hand these variables to the test run as instrumentation arguments',
  `        for (name in listOf(${ESPRESSO_ARGUMENTS.map((name) => `"${name}"`).join(', ')})) {`,
  '            System.getenv(name)?.let { testInstrumentationRunnerArguments[name] = it }',
  '        }',
  '    }',
  '}',
].join('\n');

function results(p: SdkProfile): string[] {
  const s = p.style;
  const expr = callExpr(s, 'runner', 'getAllTestResults', [
    labelled(p, 'throwException', s === 'python' ? 'False' : 'false'),
  ]);
  return [
    declare(s, 'TestResultsSummary', 'results', expr),
    s === 'python'
      ? 'print(results)'
      : s === 'ruby'
        ? 'puts results'
        : s === 'php'
          ? 'echo $results;'
          : s === 'java'
            ? 'System.out.println(results);'
            : s === 'csharp'
              ? 'Console.WriteLine(results);'
              : s === 'swift'
                ? 'print(results)'
                : 'console.log(results);',
  ];
}

/** The lifecycle of one test with explicit `abort` on failure (the Eyes page). */
export function lifecycle(p: SdkProfile): Snippet {
  const s = p.style;
  const lines = [
    newRunner(p, 'classic'),
    newEyes(p),
    '',
    ...tryFinally(s, testBody(p), [call(s, 'eyes', 'abort')]),
    '',
    ...results(p),
  ];
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** Check-settings examples: full page with ignore/floating/layout regions, one region, a frame or a custom match level. */
export function checkSettings(p: SdkProfile): Snippet {
  const s = p.style;
  // A named check. WebdriverIO specs check through the Eyes service of their quickstart, which
  // takes the name apart: `browser.eyesCheck(name, target)`.
  const check = (steps: (readonly [string, ...string[]])[], name: string) =>
    p.family === 'webdriverio'
      ? `await browser.eyesCheck(${str(s, name)}, ${target(s, steps)});`
      : call(s, 'eyes', 'check', [target(s, [...steps, ['withName', str(s, name)]])]);
  const lines: string[] = [];
  if (p.ctx.liveApp) {
    const whole = p.entry.platform === 'mobile-native' ? 'The whole scrollable screen' : 'The whole page';
    lines.push(comment(s, `${whole}, ignoring the clock and letting the promo banner float`));
    lines.push(
      check(
        [
          ['window'],
          ['fully'],
          ['ignore', region(p, 'clock')],
          ['floating', region(p, 'promo-banner'), labelled(p, 'maxOffset', '20')],
        ],
        'Checkout',
      ),
    );
    lines.push('', comment(s, 'One element, compared by layout only (its text changes by design)'));
    lines.push(check([['region', region(p, 'recommendations')], ['layout']], 'Recommendations'));
  } else {
    lines.push(comment(s, 'A whole image, ignoring the header strip with the timestamp'));
    lines.push(
      check(
        [
          ['image', str(s, 'screenshots/invoice.png')],
          ['ignore', region(p, 'header')],
        ],
        'Invoice',
      ),
    );
  }
  lines.push('', comment(s, 'Content only: text must match, colour and style may change'));
  const first: readonly [string, ...string[]] = p.ctx.liveApp
    ? ['window']
    : ['image', str(s, 'screenshots/receipt.png')];
  lines.push(check([first, ['matchLevel', enumValue(s, 'MatchLevel', 'content')]], 'Receipt'));
  if (p.ctx.browser) {
    lines.push('', comment(s, 'Inside an iframe, waiting up to 5 s for it to settle'));
    lines.push(check([['frame', str(s, 'payment-frame')], ['fully'], ['timeout', '5000']], 'Payment form'));
  }
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** Configuration shared by the tests of a suite. */
export function configuration(p: SdkProfile): Snippet {
  const s = p.style;
  const c = 'config';
  const batch = construct(s, cls(s, 'BatchInfo'), [labelled(p, 'name', str(s, 'Checkout suite'))]);
  const level = enumValue(s, 'MatchLevel', 'strict');
  const lines = [
    ...deviceValues(p),
    declare(s, 'Configuration', c, construct(s, cls(s, 'Configuration'))),
    setProp(s, c, 'apiKey', ciValue(p, 'EYES_API_KEY')),
    setProp(s, c, 'appName', str(s, APP)),
    setProp(s, c, 'batch', batch),
    setProp(s, c, 'branchName', ciValue(p, 'GIT_BRANCH')),
    setProp(s, c, 'matchLevel', level),
  ];
  if (p.ctx.browser && takesViewport(p)) lines.push(setProp(s, c, 'viewportSize', viewport(p)));
  if (p.ctx.liveApp) lines.push(setProp(s, c, 'waitBeforeScreenshots', '300'));
  // TestCafe shares values between a fixture's tests through its hooks' contexts: the fixture's
  // `ctx` once, each test's `t.ctx` (which reads the fixture's as `t.fixtureCtx`).
  if (p.family === 'testcafe') {
    return {
      lang: FENCE[s],
      code: [
        "fixture('Checkout')",
        `  .page('${URL}')`,
        '  // Once for the fixture: the settings its tests share',
        '  .before(async (ctx) => {',
        ...lines.map((line) => (line ? `    ${line}` : '')),
        `    ctx.${c} = ${c};`,
        '  })',
        "  // Each test's own Eyes instance, kept on its context",
        '  .beforeEach(async (t) => {',
        `    t.ctx.eyes = ${newEyes(p)
          .replace(/^const eyes = /, '')
          .replace(/;$/, '')};`,
        `    t.ctx.eyes.configuration = t.fixtureCtx.${c};`,
        '  });',
      ].join('\n'),
    };
  }
  if (p.testRunner === 'pytest') {
    return conftest(p, [
      ...sessionFixture('runner', [newRunner(p, 'classic')], 'yield runner', results(p)),
      ...sessionFixture('eyes_config', lines, `return ${c}`),
      ...eyesFixture(['runner', 'eyes_config'], [setProp(s, 'eyes', 'configuration', 'eyes_config')]),
    ]);
  }
  lines.push('', newEyes(p), setProp(s, 'eyes', 'configuration', v(s, c)));
  if (s === 'php' || s === 'java') lines[lines.length - 1] = call(s, 'eyes', 'setConfiguration', [v(s, c)]);
  return { lang: FENCE[s], code: lines.join('\n') };
}

/*
 * A pytest suite shares its runner and settings through fixtures in `conftest.py`, as the guides'
 * prose says (suites.ts, `pytest`): a session-scoped fixture builds them once and its code after
 * `yield` runs once, after the last test; each test requests a function-scoped `eyes` fixture,
 * whose code after `yield` runs after the test, passed or failed.
 */

/** A session-scoped fixture: its set-up lines, its `yield` or `return`, and its teardown. */
function sessionFixture(
  name: string,
  body: readonly string[],
  hand: string,
  teardown: readonly string[] = [],
): string[] {
  return [
    '@pytest.fixture(scope="session")',
    `def ${name}():`,
    ...indent(body),
    `    ${hand}`,
    ...indent(teardown),
    '',
    '',
  ];
}

/** The function-scoped `eyes` fixture each test requests, aborted after the test unless it closed. */
function eyesFixture(requests: readonly string[], setUp: readonly string[] = [], note?: string): string[] {
  return [
    '@pytest.fixture',
    `def eyes(${requests.join(', ')}):`,
    ...(note ? [`    # ${note}`] : []),
    '    eyes = Eyes(runner)',
    ...indent(setUp),
    '    yield eyes',
    '    eyes.abort()',
  ];
}

/** `conftest.py` with the imports its fixtures use: `os` for the environment, pytest, the SDK's classes. */
function conftest(p: SdkProfile, fixtures: readonly string[]): Snippet {
  const body = fixtures.join('\n').trimEnd();
  const names = [
    'BatchInfo',
    'ClassicRunner',
    'Configuration',
    'Eyes',
    'MatchLevel',
    'RectangleSize',
    'RunnerOptions',
    'VisualGridRunner',
  ].filter((name) => new RegExp(`\\b${name}\\(|\\b${name}\\.`).test(body));
  const head = [...(body.includes('os.environ') ? ['import os', ''] : []), 'import pytest', ...imports(p, names)];
  return { lang: FENCE[p.style], title: 'conftest.py', code: [...head, '', '', body].join('\n') };
}

/** The two runners. */
export function runners(p: SdkProfile): Snippet {
  const s = p.style;
  const where =
    p.entry.platform === 'images'
      ? 'Compare the image files as they are uploaded'
      : p.entry.platform === 'mobile-native'
        ? "Capture the app's screen on the device (or emulator) that runs it"
        : 'Capture on the machine that runs the test';
  const grid = comment(s, 'Or render every checkpoint on the Ultrafast Grid, five renders at a time');
  if (p.testRunner === 'pytest') {
    const body = [comment(s, where), newRunner(p, 'classic')];
    if (p.ctx.browser) body.push(`${grid}:`, `# ${newRunner(p, 'ufg')}`);
    return conftest(p, [
      ...sessionFixture('runner', body, 'yield runner', [
        comment(s, 'After the last test of the session'),
        ...results(p),
      ]),
      ...eyesFixture(['runner'], [], 'One Eyes instance per test, all sharing the runner'),
    ]);
  }
  const lines = [comment(s, where), newRunner(p, 'classic')];
  if (p.ctx.browser)
    lines.push(
      '',
      grid,
      newRunner(p, 'ufg')
        .replace(/\brunner\b/, s === 'ruby' ? 'grid_runner' : 'gridRunner')
        .replace('$runner', '$gridRunner'),
    );
  lines.push(
    '',
    comment(s, 'One Eyes instance per test, all sharing the runner'),
    newEyes(p),
    '',
    comment(s, '... after the last test:'),
    ...results(p),
  );
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** An enum value as the language spells it: `BrowserType.CHROME`, `BrowserType::CHROME`, `BrowserType.Chrome`. */
function enumValue(s: Style, kind: string, value: string, pascal?: string): string {
  if (s === 'php') return `${kind}::${value.toUpperCase()}`;
  if (s === 'ruby') return `EyesSdk::${kind}::${value.toUpperCase()}`;
  const cased = pascal ?? value.replace(/(^|_)([a-z0-9])/g, (_m, _u, c: string) => c.toUpperCase());
  if (s === 'csharp') return `${kind}.${cased}`;
  // Swift enum cases are lower camel case (the API Design Guidelines): `.strict`, `.iPhone14`.
  if (s === 'swift')
    return `${kind}.${/^[A-Z][a-z]/.test(cased) ? cased.charAt(0).toLowerCase() + cased.slice(1) : cased}`;
  return `${kind}.${value.toUpperCase()}`;
}

/** A call statement that is not awaited (configuration setters are synchronous). */
const sync = (line: string) => line.replace(/^await /, '');

/**
 * The grid's environments for a desktop web SDK: three desktop browsers and one phone emulation,
 * or, for mobile web (Appium with a browser), only devices: a phone's page is compared with
 * phones, so desktop browsers would be renders no reader of the page ever sees.
 */
export function gridEnvironments(p: SdkProfile): string[] {
  const s = p.style;
  if (p.entry.platform === 'mobile-web') {
    const device = (info: string, kind: string, value: string, pascal: string) =>
      sync(
        call(s, 'config', 'addBrowser', [
          construct(s, cls(s, info), [
            enumValue(s, kind, value, pascal),
            enumValue(s, 'ScreenOrientation', 'portrait'),
          ]),
        ]),
      );
    return [
      comment(s, 'iOS Safari on an iPhone simulator'),
      device('IosDeviceInfo', 'IosDeviceName', 'iphone_14', 'iPhone14'),
      comment(s, 'Android Chrome on Android phones'),
      device('AndroidDeviceInfo', 'AndroidDeviceName', 'pixel_7', 'Pixel7'),
      device('AndroidDeviceInfo', 'AndroidDeviceName', 'galaxy_s22', 'GalaxyS22'),
      comment(s, 'A Pixel 8 screen emulated in Chrome: its size, pixel ratio and user agent'),
      sync(
        call(s, 'config', 'addDeviceEmulation', [
          enumValue(s, 'DeviceName', 'pixel_8'),
          enumValue(s, 'ScreenOrientation', 'portrait'),
        ]),
      ),
    ];
  }
  return [
    sync(call(s, 'config', 'addBrowser', ['1200', '800', enumValue(s, 'BrowserType', 'chrome')])),
    sync(call(s, 'config', 'addBrowser', ['1200', '800', enumValue(s, 'BrowserType', 'firefox')])),
    sync(call(s, 'config', 'addBrowser', ['1024', '768', enumValue(s, 'BrowserType', 'safari')])),
    sync(
      call(s, 'config', 'addDeviceEmulation', [
        enumValue(s, 'DeviceName', 'pixel_7'),
        enumValue(s, 'ScreenOrientation', 'portrait'),
      ]),
    ),
  ];
}

/** The grid runner and the configuration holding its environments. */
function gridSetup(p: SdkProfile): string[] {
  const s = p.style;
  return [
    newRunner(p, 'ufg'),
    declare(s, 'Configuration', 'config', construct(s, cls(s, 'Configuration'))),
    ...gridEnvironments(p),
  ];
}

/** Giving an Eyes instance the grid's configuration. */
function configure(p: SdkProfile, eyes = 'eyes'): string {
  const s = p.style;
  return s === 'java' || s === 'php'
    ? call(s, eyes, 'setConfiguration', [v(s, 'config')])
    : setProp(s, eyes, 'configuration', v(s, 'config'));
}

/** Browsers and devices for the Ultrafast Grid, in the SDK's language (the framework-neutral sample). */
export function ufg(p: SdkProfile): Snippet {
  const s = p.style;
  const lines = [
    ...gridSetup(p),
    '',
    newEyes(p),
    configure(p),
    comment(s, 'open, check and closeAsync as usual: four renders per checkpoint'),
  ];
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** The names a JavaScript grid sample imports besides `Eyes` and `Target`. */
const JS_GRID_NAMES = ['VisualGridRunner', 'Configuration', 'BrowserType', 'DeviceName', 'ScreenOrientation'];

/** A `require` of the SDK's names, one name a line when it would pass 80 columns (as Prettier writes it). */
function jsRequire(p: SdkProfile, names: readonly string[]): string {
  const line = imports(p, names)[0] ?? '';
  if (line.length <= 80) return line;
  return ['const {', ...names.map((name) => `  ${name},`), `} = require('${p.entry.packageName}');`].join('\n');
}

/**
 * A JavaScript test of the quickstart moved to the grid: the grid runner and its configuration
 * replace the classic runner, and every Eyes instance takes the configuration.
 */
function onGrid(p: SdkProfile, test: string): string {
  const classicImport = imports(p, ['Eyes', 'ClassicRunner', 'Target'])[0] ?? '';
  return test
    .replace(classicImport, jsRequire(p, ['Eyes', 'Target', ...JS_GRID_NAMES]))
    .replace(/const runner = new ClassicRunner\(\);\n(?!\n)/, `${gridSetup(p).join('\n')}\n\n`)
    .replace('const runner = new ClassicRunner();', gridSetup(p).join('\n'))
    .replace(
      /^(\s*)eyes = new Eyes\(runner\);$/m,
      (_m, pad: string) => `${pad}eyes = new Eyes(runner);\n${pad}${configure(p)}`,
    );
}

/**
 * The Ultrafast Grid in the idiom of each JavaScript web framework: where the browser list goes
 * and what the tests call. Other SDKs have no entry and use the framework-neutral `ufg` sample.
 */
export function ufgFramework(p: SdkProfile): Snippet[] | undefined {
  if (p.entry.platform !== 'web' || p.style !== 'js') return undefined;
  const file = (code: string, title = p.testFile): Snippet => ({ lang: 'javascript', code, title });
  switch (p.family) {
    case 'webdriverio':
      return webdriverioService(p, true);
    case 'protractor':
      return protractorGrid(p);
    case 'testcafe':
      return [file(onGrid(p, testcafeQuickstart(p)))];
    case 'puppeteer':
      return [
        file(
          onGrid(
            p,
            mocha(
              p,
              ["const puppeteer = require('puppeteer');"],
              ['page = await browser.newPage();'],
              [`await page.goto('${URL}');`],
              ['await page.close();'],
            ),
          )
            .replace('  let eyes;', '  let browser;\n  let page;\n  let eyes;')
            .replace(
              '  beforeEach(',
              '  before(async function () {\n    // One Chrome for the suite; the grid renders Firefox, Safari and the Pixel 7\n    browser = await puppeteer.launch();\n  });\n\n  beforeEach(',
            )
            .replace(
              '    console.log(await runner.getAllTestResults(false));\n',
              '    console.log(await runner.getAllTestResults(false));\n    await browser.close();\n',
            ),
        ),
      ];
    case 'leanft':
      return [file(onGrid(p, quickstart(p)[0]?.code ?? ''))];
    case 'selenium':
      return [
        file(
          onGrid(p, quickstart(p)[0]?.code ?? '').replace(
            "    driver = await new Builder().forBrowser('chrome').build();",
            "    // One local Chrome session; the grid renders the other browsers from its DOM\n    driver = await new Builder().forBrowser('chrome').build();",
          ),
        ),
      ];
    default:
      return undefined;
  }
}

/**
 * WebdriverIO's way: the SDK is a service in `wdio.conf.js` that opens an Eyes test before each
 * test (named after it) and closes it after; tests call `browser.eyesCheck`. With `grid`, the
 * service renders on the Ultrafast Grid in the browsers of `browsersInfo`.
 */
function webdriverioService(p: SdkProfile, grid: boolean): Snippet[] {
  const pkg = p.entry.packageName;
  return [
    wdioConf(
      pkg,
      [
        '// ...specs, framework and reporters as npm init wdio wrote them',
        ...(grid ? ['// One local Chrome runs the specs; the grid renders browsersInfo'] : []),
        "capabilities: [{ browserName: 'chrome' }],",
      ],
      [
        '// apiKey is read from EYES_API_KEY',
        `appName: '${APP}',`,
        "batch: { name: 'Checkout suite' },",
        ...(grid
          ? [
              'useVisualGrid: true,',
              'concurrency: 5,',
              'browsersInfo: [',
              "  { width: 1200, height: 800, name: 'chrome' },",
              "  { width: 1200, height: 800, name: 'firefox' },",
              "  { width: 1024, height: 768, name: 'safari' },",
              "  { deviceName: 'Pixel 7', screenOrientation: 'portrait' },",
              '],',
            ]
          : ['viewportSize: { width: 1200, height: 800 },']),
      ],
    ),
    {
      lang: 'javascript',
      title: p.testFile,
      code: [
        `const { Target } = require('${pkg}');`,
        '',
        "describe('Checkout', () => {",
        "  it('looks right', async () => {",
        `    await browser.url('${URL}');`,
        "    await browser.eyesCheck('Checkout', Target.window().fully());",
        '  });',
        '});',
      ].join('\n'),
    },
  ];
}

/** The guides whose settings the WebdriverIO service takes as options in `wdio.conf.js`. */
export type ServiceTopic = 'configuration' | 'runners' | 'batch' | 'advanced' | 'eyes';

/**
 * A guide's settings as options of the WebdriverIO service (the quickstart's set-up): the
 * service's options are the `Configuration` settings by name, plus how it runs (`useVisualGrid`,
 * `concurrency`, `browsersInfo`) and `dontCloseBatches`. For `eyes`, the spec the service
 * opens and closes an Eyes test around.
 */
export function webdriverioServiceOptions(p: SdkProfile, topic: ServiceTopic): Snippet {
  const options: Record<Exclude<ServiceTopic, 'eyes'>, string[]> = {
    configuration: [
      '// apiKey is read from EYES_API_KEY',
      `appName: '${APP}',`,
      "batch: { name: 'Checkout suite' },",
      'branchName: process.env.GIT_BRANCH,',
      "matchLevel: 'Strict',",
      'viewportSize: { width: 1200, height: 800 },',
      'waitBeforeScreenshots: 300,',
    ],
    runners: [
      `appName: '${APP}',`,
      '// Without these two, the service captures with the classic runner in the local browser',
      'useVisualGrid: true,',
      'concurrency: 5,',
      "browsersInfo: [{ width: 1200, height: 800, name: 'chrome' }],",
    ],
    batch: [
      `appName: '${APP}',`,
      '// The same ID in every parallel job of the pipeline',
      "batch: { id: process.env.CI_PIPELINE_ID, name: 'Checkout suite', sequenceName: 'Checkout suite' },",
      '// Keep the batch open when this job ends; the final CI step closes it',
      'dontCloseBatches: true,',
    ],
    advanced: [
      `appName: '${APP}',`,
      '// Baselines per branch: a feature branch starts from main and merges back',
      'branchName: process.env.GIT_BRANCH,',
      "parentBranchName: 'main',",
      '// Share one baseline between environments that must look the same',
      "baselineEnvName: 'Desktop 1200x800',",
      '// Skip visual checks on local runs without changing the specs',
      "isDisabled: process.env.EYES_DISABLED === 'true',",
      '// New tests must be approved by a reviewer instead of saved automatically',
      'saveNewTests: false,',
    ],
  };
  const pkg = p.entry.packageName;
  if (topic === 'eyes') {
    return {
      lang: 'javascript',
      title: p.testFile,
      code: [
        `const { Target } = require('${pkg}');`,
        '',
        "describe('Checkout', () => {",
        '  // The service has opened an Eyes test named "looks right" before this test',
        "  it('looks right', async () => {",
        `    await browser.url('${URL}');`,
        "    await browser.eyesCheck('Cart', Target.window().fully());",
        "    await $('#checkout').click();",
        "    await browser.eyesCheck('Payment', Target.window().fully());",
        '  });',
        '  // ...and closes it after the test, passed or failed',
        '});',
      ].join('\n'),
    };
  }
  return wdioConf(pkg, ['// ...specs, capabilities and framework as before'], options[topic]);
}

/** `wdio.conf.js` with the Eyes service: the config's own lines, then the service's options. */
function wdioConf(pkg: string, configLines: readonly string[], serviceOptions: readonly string[]): Snippet {
  return {
    lang: 'javascript',
    title: 'wdio.conf.js',
    code: [
      `const { EyesService } = require('${pkg}');`,
      '',
      'exports.config = {',
      ...configLines.map((line) => `  ${line}`),
      '  services: [',
      '    [',
      '      EyesService,',
      '      {',
      ...serviceOptions.map((line) => `        ${line}`),
      '      },',
      '    ],',
      '  ],',
      '};',
    ].join('\n'),
  };
}

/** Protractor's way: the runner and browsers are made once in `onPrepare`, specs read them from `browser.params`. */
function protractorGrid(p: SdkProfile): Snippet[] {
  const s = p.style;
  return [
    {
      lang: 'javascript',
      title: 'protractor.conf.js',
      code: [
        jsRequire(p, JS_GRID_NAMES),
        '',
        'exports.config = {',
        "  framework: 'jasmine',",
        '  SELENIUM_PROMISE_MANAGER: false,',
        "  specs: ['test/checkout.spec.js'],",
        '  // One local Chrome runs the specs; the grid renders the other browsers',
        "  capabilities: { browserName: 'chrome' },",
        '  onPrepare() {',
        ...indent(gridSetup(p)),
        '    browser.params.eyes = { runner, config };',
        '  },',
        '  async onComplete() {',
        '    console.log(await browser.params.eyes.runner.getAllTestResults(false));',
        '  },',
        '};',
      ].join('\n'),
    },
    {
      lang: 'javascript',
      title: p.testFile,
      code: [
        imports(p, ['Eyes', 'Target'])[0] ?? '',
        '',
        "describe('Checkout', () => {",
        '  let eyes;',
        '',
        '  beforeEach(() => {',
        '    const { runner, config } = browser.params.eyes;',
        '    eyes = new Eyes(runner);',
        `    ${configure(p)}`,
        '  });',
        '',
        "  it('looks right', async () => {",
        ...testBody(p, [`await browser.get('${URL}');`]).map((line) => `    ${line}`),
        '  });',
        '',
        '  afterEach(async () => {',
        `    ${call(s, 'eyes', 'abort')}`,
        '  });',
        '});',
      ].join('\n'),
    },
  ];
}

/** One batch for a whole CI run. */
export function batch(p: SdkProfile): Snippet {
  const s = p.style;
  const b = 'batch';
  const lines = [
    ...deviceValues(p),
    declare(s, 'BatchInfo', b, construct(s, cls(s, 'BatchInfo'), [labelled(p, 'name', str(s, 'Checkout suite'))])),
    setProp(s, b, 'id', ciValue(p, 'CI_PIPELINE_ID')),
    setProp(s, b, 'sequenceName', str(s, 'Checkout suite')),
    call(s, b, 'addProperty', [str(s, 'commit'), labelled(p, 'value', ciValue(p, 'GIT_COMMIT'))]).replace(
      /^await /,
      '',
    ),
    '',
    comment(s, 'Give every Eyes instance of the run the same BatchInfo'),
    setProp(s, 'config', 'batch', v(s, b)),
  ];
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** Leaving batches open in parallel jobs and closing the batch once. */
export function batchClose(p: SdkProfile): Snippet {
  const s = p.style;
  const lines = [
    comment(s, 'In every parallel job: keep the batch open when the runner finishes'),
    newRunner(p, 'classic'),
    setProp(s, 'runner', 'dontCloseBatches', s === 'python' ? 'True' : 'true'),
    '',
    comment(s, 'In the final job, after all others: close the batch by its ID'),
    ...deviceValues(p),
    declare(s, 'BatchClose', 'closer', construct(s, cls(s, 'BatchClose'))),
    call(s, 'closer', 'close', [ciValue(p, 'CI_PIPELINE_ID')]),
  ];
  return { lang: FENCE[s], code: lines.join('\n') };
}

/** Advanced settings: branches, baseline environments, properties, disabling. */
export function advanced(p: SdkProfile): Snippet {
  const s = p.style;
  const yes = s === 'python' ? 'True' : 'true';
  const device = deviceValues(p);
  const lines = [
    ...(device.length ? [...device, ''] : []),
    comment(s, 'Baselines per branch: a feature branch starts from main and merges back'),
    setProp(s, 'config', 'branchName', ciValue(p, 'GIT_BRANCH')),
    setProp(s, 'config', 'parentBranchName', str(s, 'main')),
    '',
    comment(s, 'Share one baseline between environments that must look the same'),
    setProp(
      s,
      'config',
      'baselineEnvName',
      str(s, p.ctx.browser && takesViewport(p) ? 'Desktop 1200x800' : 'Phone portrait'),
    ),
    '',
    comment(s, 'Skip visual checks on local runs without changing the test code'),
    setProp(s, 'config', 'isDisabled', equalsLiteral(s, ciValue(p, 'EYES_DISABLED'), 'true')),
    '',
    comment(s, 'New tests must be approved by a reviewer instead of saved automatically'),
    setProp(s, 'config', 'saveNewTests', s === 'python' ? 'False' : 'false'),
  ];
  void yes;
  return { lang: FENCE[s], code: lines.join('\n') };
}

/* ------------------------------------------------------------------ */
/* Quickstarts: a complete first test in the SDK's framework.          */
/* ------------------------------------------------------------------ */

function junit(
  p: SdkProfile,
  extraImports: string[],
  driverField: string,
  setup: string[],
  navigate: string[],
  teardown: string[],
): string {
  return [
    'package demo;',
    '',
    ...imports(p, ['Target']),
    ...extraImports,
    'import org.junit.jupiter.api.*;',
    '',
    'class CheckoutVisualTest {',
    '    static EyesRunner runner = new ClassicRunner();',
    ...(driverField ? [`    ${driverField}`] : []),
    '    Eyes eyes;',
    '',
    '    @BeforeEach',
    '    void setUp() throws Exception {',
    ...indent(setup, 2),
    '        eyes = new Eyes(runner);',
    '    }',
    '',
    '    @Test',
    '    void checkoutPage() {',
    ...indent(testBody(p, navigate), 2),
    '    }',
    '',
    '    @AfterEach',
    '    void tearDown() {',
    '        eyes.abort();',
    ...indent(teardown, 2),
    '    }',
    '',
    '    @AfterAll',
    '    static void printResults() {',
    '        System.out.println(runner.getAllTestResults(false));',
    '    }',
    '}',
  ].join('\n');
}

function nunit(
  p: SdkProfile,
  extraUsings: string[],
  driverField: string,
  setup: string[],
  navigate: string[],
  teardown: string[],
  async = false,
): string {
  return [
    ...imports(p, ['Target']),
    ...extraUsings,
    'using NUnit.Framework;',
    '',
    '[TestFixture]',
    'public class CheckoutVisualTest',
    '{',
    '    private static readonly EyesRunner Runner = new ClassicRunner();',
    ...(driverField ? [`    private ${driverField}`] : []),
    '    private Eyes eyes;',
    '',
    '    [SetUp]',
    `    public ${async ? 'async Task' : 'void'} SetUp()`,
    '    {',
    ...indent(setup, 2),
    '        eyes = new Eyes(Runner);',
    '    }',
    '',
    '    [Test]',
    `    public ${async ? 'async Task' : 'void'} CheckoutPage()`,
    '    {',
    ...indent(testBody(p, navigate), 2),
    '    }',
    '',
    '    [TearDown]',
    `    public ${async ? 'async Task' : 'void'} TearDown()`,
    '    {',
    '        eyes.Abort();',
    ...indent(teardown, 2),
    '    }',
    '',
    '    [OneTimeTearDown]',
    '    public static void PrintResults() => TestContext.Progress.WriteLine(Runner.GetAllTestResults(false));',
    '}',
  ]
    .join('\n')
    .replace(/\bv\(runner\)/g, 'Runner');
}

function pytest(
  p: SdkProfile,
  extraImports: string[],
  driverFixture: string[],
  navigate: string[],
  driverArg: string,
): string {
  return [
    ...extraImports,
    'import pytest',
    ...imports(p, ['ClassicRunner', 'Eyes', 'Target', ...(takesViewport(p) ? ['RectangleSize'] : [])]),
    '',
    'runner = ClassicRunner()',
    '',
    ...driverFixture,
    '@pytest.fixture',
    `def eyes(${driverArg}):`,
    '    eyes = Eyes(runner)',
    '    yield eyes',
    '    eyes.abort()',
    '',
    '',
    `def test_checkout_page(${[driverArg, 'eyes'].filter(Boolean).join(', ')}):`,
    ...indent(testBody(p, navigate)),
    '',
    '',
    'def teardown_module():',
    '    print(runner.get_all_test_results(False))',
  ]
    .join('\n')
    .replace('def eyes():', 'def eyes():');
}

function rspec(
  p: SdkProfile,
  extraRequires: string[],
  before: string[],
  navigate: string[],
  after: string[],
  describe = "RSpec.describe 'Checkout'",
): string {
  const two = (lines: readonly string[], depth: number) =>
    lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : ''));
  return [
    ...extraRequires,
    ...imports(p, []),
    '',
    'RUNNER = EyesSdk::ClassicRunner.new',
    '',
    `${describe} do`,
    '  before do',
    ...two(before, 2),
    '    @eyes = EyesSdk::Eyes.new(runner: RUNNER)',
    '  end',
    '',
    '  after do',
    '    @eyes.abort',
    ...two(after, 2),
    '  end',
    '',
    "  it 'looks right' do",
    ...two(
      testBody(p, navigate).map((line) => line.replace(/^eyes\./, '@eyes.')),
      2,
    ),
    '  end',
    'end',
    '',
    'at_exit { puts RUNNER.get_all_test_results(false) }',
  ].join('\n');
}

function mocha(
  p: SdkProfile,
  extraRequires: string[],
  before: string[],
  navigate: string[],
  after: string[],
  describe = 'Checkout',
): string {
  return [
    ...extraRequires,
    ...imports(p, ['Eyes', 'ClassicRunner', 'Target']),
    '',
    'const runner = new ClassicRunner();',
    '',
    `describe('${describe}', function () {`,
    ...(p.driverVar &&
    !before.some((line) => line.includes('browser.')) &&
    p.family !== 'protractor' &&
    p.family !== 'webdriverio'
      ? [`  let ${p.driverVar};`]
      : []),
    '  let eyes;',
    '',
    '  beforeEach(async function () {',
    ...before.map((line) => `    ${line}`),
    '    eyes = new Eyes(runner);',
    '  });',
    '',
    "  it('looks right', async function () {",
    ...testBody(p, navigate).map((line) => `    ${line}`),
    '  });',
    '',
    '  afterEach(async function () {',
    '    await eyes.abort();',
    ...after.map((line) => `    ${line}`),
    '  });',
    '',
    '  after(async function () {',
    '    console.log(await runner.getAllTestResults(false));',
    '  });',
    '});',
  ].join('\n');
}

function phpunit(p: SdkProfile): string {
  return [
    '<?php',
    '',
    ...imports(p, ['Eyes', 'ClassicRunner', 'RectangleSize', 'Target']),
    ...(p.ctx.driverType ? ['use Facebook\\WebDriver\\Remote\\{DesiredCapabilities, RemoteWebDriver};'] : []),
    'use PHPUnit\\Framework\\TestCase;',
    '',
    'final class CheckoutTest extends TestCase',
    '{',
    '    private static ClassicRunner $runner;',
    ...(p.ctx.driverType ? ['    private RemoteWebDriver $driver;'] : []),
    '    private Eyes $eyes;',
    '',
    '    public static function setUpBeforeClass(): void',
    '    {',
    '        self::$runner = new ClassicRunner();',
    '    }',
    '',
    '    protected function setUp(): void',
    '    {',
    ...(p.ctx.driverType
      ? ["        $this->driver = RemoteWebDriver::create('http://localhost:4444', DesiredCapabilities::chrome());"]
      : []),
    '        $this->eyes = new Eyes(self::$runner);',
    '    }',
    '',
    '    public function testCheckoutPage(): void',
    '    {',
    ...indent(
      testBody(p, p.ctx.driverType ? [`$driver->get('${URL}');`] : []).map((line) =>
        line.replace(/\$eyes/g, '$this->eyes').replace(/\$driver/g, '$this->driver'),
      ),
      2,
    ),
    '    }',
    '',
    '    protected function tearDown(): void',
    '    {',
    '        $this->eyes->abort();',
    ...(p.ctx.driverType ? ['        $this->driver->quit();'] : []),
    '    }',
    '',
    '    public static function tearDownAfterClass(): void',
    '    {',
    '        echo self::$runner->getAllTestResults(false);',
    '    }',
    '}',
  ].join('\n');
}

const NATIVE_APP = '/builds/DemoShop.apk';

function appiumCaps(web: boolean): Record<string, string> {
  return {
    platformName: 'Android',
    'appium:automationName': 'UiAutomator2',
    'appium:deviceName': 'Pixel 7',
    ...(web ? { browserName: 'Chrome' } : { 'appium:app': NATIVE_APP }),
  };
}

function appiumQuickstart(p: SdkProfile): string {
  const web = p.family === 'appium-web';
  const caps = appiumCaps(web);
  const navigate = web ? [call(p.style, 'driver', p.style === 'ruby' ? 'get' : 'get', [str(p.style, URL)])] : [];
  switch (p.style) {
    case 'java':
      return junit(
        p,
        [
          'import io.appium.java_client.android.AndroidDriver;',
          'import io.appium.java_client.android.options.UiAutomator2Options;',
          'import java.net.URL;',
        ],
        'AndroidDriver driver;',
        [
          'UiAutomator2Options options = new UiAutomator2Options()',
          '        .setDeviceName("Pixel 7")',
          web ? '        .withBrowserName("Chrome");' : `        .setApp("${NATIVE_APP}");`,
          'driver = new AndroidDriver(new URL("http://127.0.0.1:4723"), options);',
        ],
        web ? [`driver.get("${URL}");`] : [],
        ['driver.quit();'],
      );
    case 'csharp':
      return nunit(
        p,
        ['using OpenQA.Selenium.Appium;', 'using OpenQA.Selenium.Appium.Android;'],
        'AndroidDriver driver;',
        [
          'var options = new AppiumOptions { PlatformName = "Android", AutomationName = "UiAutomator2", DeviceName = "Pixel 7" };',
          web ? 'options.BrowserName = "Chrome";' : `options.App = "${NATIVE_APP}";`,
          'driver = new AndroidDriver(new Uri("http://127.0.0.1:4723"), options);',
        ],
        web ? [`driver.Navigate().GoToUrl("${URL}");`] : [],
        ['driver.Quit();'],
      );
    case 'python':
      return pytest(
        p,
        ['from appium import webdriver', 'from appium.options.android import UiAutomator2Options'],
        [
          '@pytest.fixture',
          'def driver():',
          `    options = UiAutomator2Options().load_capabilities(${JSON.stringify(caps).replace(/":/g, '": ').replace(/,"/g, ', "')})`,
          '    driver = webdriver.Remote("http://127.0.0.1:4723", options=options)',
          '    yield driver',
          '    driver.quit()',
          '',
          '',
        ],
        web ? [`driver.get("${URL}")`] : [],
        'driver',
      );
    case 'ruby':
      return rspec(
        p,
        ["require 'appium_lib'"],
        [
          'caps = {',
          ...Object.entries(caps).map(([k, val]) => `  '${k}': '${val}',`),
          '}',
          "@driver = Appium::Driver.new({ caps: caps, appium_lib: { server_url: 'http://127.0.0.1:4723' } }, true).start_driver",
        ],
        web ? [`@driver.navigate.to('${URL}')`] : [],
        ['@driver.quit'],
      ).replace(/driver: driver/g, 'driver: @driver');
    default:
      return mocha(
        p,
        ["const { remote } = require('webdriverio');"],
        [
          'driver = await remote({',
          "  hostname: '127.0.0.1',",
          '  port: 4723,',
          `  capabilities: ${JSON.stringify(caps).replace(/"/g, "'").replace(/,'/g, ", '").replace(/':/g, "': ").replace(/^\{/, '{ ').replace(/\}$/, ' }')},`,
          '});',
        ],
        navigate.map((line) => line.replace('driver.get(', 'driver.url(')),
        ['await driver.deleteSession();'],
      );
  }
}

function seleniumQuickstart(p: SdkProfile): string {
  switch (p.style) {
    case 'java':
      return junit(
        p,
        ['import org.openqa.selenium.WebDriver;', 'import org.openqa.selenium.chrome.ChromeDriver;'],
        'WebDriver driver;',
        ['driver = new ChromeDriver();'],
        [`driver.get("${URL}");`],
        ['driver.quit();'],
      );
    case 'csharp':
      return nunit(
        p,
        ['using OpenQA.Selenium;', 'using OpenQA.Selenium.Chrome;'],
        'IWebDriver driver;',
        ['driver = new ChromeDriver();'],
        [`driver.Navigate().GoToUrl("${URL}");`],
        ['driver.Quit();'],
      );
    case 'python':
      return pytest(
        p,
        ['from selenium import webdriver'],
        [
          '@pytest.fixture',
          'def driver():',
          '    driver = webdriver.Chrome()',
          '    yield driver',
          '    driver.quit()',
          '',
          '',
        ],
        [`driver.get("${URL}")`],
        'driver',
      );
    case 'ruby':
      return rspec(
        p,
        ["require 'selenium-webdriver'"],
        ['@driver = Selenium::WebDriver.for(:chrome)'],
        [`@driver.navigate.to('${URL}')`],
        ['@driver.quit'],
      ).replace(/driver: driver/g, 'driver: @driver');
    case 'php':
      return phpunit(p);
    default:
      return mocha(
        p,
        ["const { Builder } = require('selenium-webdriver');"],
        ["driver = await new Builder().forBrowser('chrome').build();"],
        [`await driver.get('${URL}');`],
        ['await driver.quit();'],
      );
  }
}

function playwrightQuickstart(p: SdkProfile): string {
  switch (p.style) {
    case 'java':
      return junit(
        p,
        ['import com.microsoft.playwright.*;'],
        'static Playwright playwright = Playwright.create();\n    Browser browser;\n    Page page;',
        ['browser = playwright.chromium().launch();', 'page = browser.newPage();'],
        [`page.navigate("${URL}");`],
        ['browser.close();'],
      );
    case 'csharp':
      return nunit(
        p,
        ['using Microsoft.Playwright;'],
        'IBrowser browser;\n    private IPage page;',
        [
          'var playwright = await Playwright.CreateAsync();',
          'browser = await playwright.Chromium.LaunchAsync();',
          'page = await browser.NewPageAsync();',
        ],
        [`await page.GotoAsync("${URL}");`],
        ['await browser.CloseAsync();'],
        true,
      );
    case 'python':
      return pytest(p, ['from playwright.sync_api import Page'], [], [`page.goto("${URL}")`], 'page: Page')
        .replace('def eyes(page: Page):', 'def eyes():')
        .replace('def test_checkout_page(page: Page, eyes):', 'def test_checkout_page(page: Page, eyes):');
    default:
      return [
        "import { test } from '@playwright/test';",
        ...imports(p, ['Eyes', 'ClassicRunner', 'Target']),
        '',
        'const runner = new ClassicRunner();',
        'let eyes: Eyes;',
        '',
        'test.beforeEach(() => {',
        '  eyes = new Eyes(runner);',
        '});',
        '',
        "test('checkout page looks right', async ({ page }) => {",
        ...testBody(p, [`await page.goto('${URL}');`]).map((line) => `  ${line}`),
        '});',
        '',
        'test.afterEach(async () => {',
        '  await eyes.abort();',
        '});',
        '',
        'test.afterAll(async () => {',
        '  console.log(await runner.getAllTestResults(false));',
        '});',
      ].join('\n');
  }
}

function imagesQuickstart(p: SdkProfile): string {
  switch (p.style) {
    case 'java':
      return junit(p, [], '', [], [], []).replace('\n        \n', '\n');
    case 'csharp':
      return nunit(p, [], '', [], [], []);
    case 'python':
      return pytest(p, [], [], [], '');
    case 'ruby':
      return rspec(p, [], [], [], []);
    case 'php':
      return phpunit(p);
    default:
      return mocha(p, [], [], [], []);
  }
}

function swiftQuickstart(p: SdkProfile): string {
  if (p.family === 'xcui') {
    return [
      'import XCTest',
      `import ${p.entry.packageName}`,
      '',
      'final class CheckoutUITests: XCTestCase {',
      '    static let runner = ClassicRunner()',
      '    let app = XCUIApplication()',
      '    var eyes: Eyes!',
      '',
      '    override func setUp() {',
      '        continueAfterFailure = false',
      '        eyes = Eyes(runner: Self.runner)',
      '        app.launch()',
      '    }',
      '',
      '    func testCheckoutScreen() {',
      '        app.tabBars.buttons["Cart"].tap()',
      `        eyes.open(appName: "${APP}", testName: "Checkout screen")`,
      '        eyes.check(Target.window().fully().withName("Checkout"))',
      '        eyes.closeAsync()',
      '    }',
      '',
      '    override func tearDown() {',
      '        eyes.abort()',
      '    }',
      '',
      '    override class func tearDown() {',
      '        print(runner.getAllTestResults(throwException: false))',
      '    }',
      '}',
    ].join('\n');
  }
  return [
    'import XCTest',
    `import ${p.entry.packageName}`,
    '@testable import Shop',
    '',
    'final class CheckoutViewTests: XCTestCase {',
    '    static let runner = ClassicRunner()',
    '    var eyes: Eyes!',
    '',
    '    override func setUp() {',
    '        eyes = Eyes(runner: Self.runner)',
    '    }',
    '',
    '    func testCheckoutWithTwoItems() {',
    '        let controller = CheckoutViewController(cart: .fixture(items: 2))',
    '        let window = UIWindow(frame: UIScreen.main.bounds)',
    '        window.rootViewController = controller',
    '        window.makeKeyAndVisible()',
    '        controller.loadViewIfNeeded()',
    '',
    `        eyes.open(appName: "${APP}", testName: "Checkout with two items")`,
    '        eyes.check(Target.window().withName("Checkout"))',
    '        eyes.closeAsync()',
    '    }',
    '',
    '    override func tearDown() {',
    '        eyes.abort()',
    '    }',
    '',
    '    override class func tearDown() {',
    '        print(runner.getAllTestResults(throwException: false))',
    '    }',
    '}',
  ].join('\n');
}

function espressoQuickstart(p: SdkProfile): string {
  return [
    'package com.example.shop;',
    '',
    'import static androidx.test.espresso.Espresso.onView;',
    'import static androidx.test.espresso.action.ViewActions.click;',
    'import static androidx.test.espresso.matcher.ViewMatchers.withId;',
    '',
    'import androidx.test.ext.junit.rules.ActivityScenarioRule;',
    'import androidx.test.ext.junit.runners.AndroidJUnit4;',
    'import androidx.test.platform.app.InstrumentationRegistry;',
    ...imports(p, ['Target']),
    'import org.junit.*;',
    'import org.junit.runner.RunWith;',
    '',
    '@RunWith(AndroidJUnit4.class)',
    'public class CheckoutVisualTest {',
    '    @Rule',
    '    public ActivityScenarioRule<MainActivity> activity = new ActivityScenarioRule<>(MainActivity.class);',
    '',
    '    private static final EyesRunner runner = new ClassicRunner();',
    '    private Eyes eyes;',
    '',
    '    @Before',
    '    public void setUp() {',
    '        // The key arrives as an instrumentation argument (app/build.gradle.kts)',
    '        Configuration config = new Configuration();',
    `        config.setApiKey(InstrumentationRegistry.getArguments().getString("EYES_API_KEY"));`,
    '        eyes = new Eyes(runner);',
    '        eyes.setConfiguration(config);',
    '    }',
    '',
    '    @Test',
    '    public void checkoutScreen() {',
    `        eyes.open("${APP}", "Checkout screen");`,
    '        onView(withId(R.id.cart_button)).perform(click());',
    '        eyes.check(Target.window().fully().withName("Checkout"));',
    '        eyes.closeAsync();',
    '    }',
    '',
    '    @After',
    '    public void tearDown() {',
    '        eyes.abort();',
    '    }',
    '',
    '    @AfterClass',
    '    public static void printResults() {',
    '        System.out.println(runner.getAllTestResults(false));',
    '    }',
    '}',
  ].join('\n');
}

/** The quickstart's complete first test (or, for the command-line SDKs, configuration and command). */
export function quickstart(p: SdkProfile): Snippet[] {
  const file = (lang: string, code: string, title = p.testFile): Snippet => ({ lang, code, title });
  switch (p.family) {
    case 'selenium':
      return [file(FENCE[p.style], seleniumQuickstart(p))];
    case 'playwright':
      return [file(FENCE[p.style], playwrightQuickstart(p))];
    case 'appium-web':
    case 'appium-native':
      return [file(FENCE[p.style], appiumQuickstart(p))];
    case 'images':
      return [file(FENCE[p.style], imagesQuickstart(p))];
    case 'espresso':
      return [file('kotlin', ESPRESSO_GRADLE, 'app/build.gradle.kts'), file('java', espressoQuickstart(p))];
    case 'xcui':
    case 'xctest':
      return [file('swift', swiftQuickstart(p))];
    case 'webdriverio':
      return webdriverioService(p, false);
    case 'puppeteer':
      return [
        file(
          'javascript',
          mocha(
            p,
            ["const puppeteer = require('puppeteer');"],
            ['browser = await puppeteer.launch();', 'page = await browser.newPage();'],
            [`await page.goto('${URL}');`],
            ['await browser.close();'],
          ).replace('  let eyes;', '  let browser;\n  let page;\n  let eyes;'),
        ),
      ];
    case 'protractor':
      // Jasmine, Protractor's framework, names the last hook `afterAll` (Mocha's is `after`).
      return [
        file(
          'javascript',
          mocha(p, [], [], [`await browser.get('${URL}');`], []).replace('  after(async', '  afterAll(async'),
        ),
      ];
    case 'leanft':
      return p.style === 'csharp'
        ? [
            file(
              'csharp',
              nunit(
                p,
                ['using HP.LFT.SDK;', 'using HP.LFT.SDK.Web;'],
                'IBrowser browser;',
                ['SDK.Init(new SdkConfiguration());', 'browser = BrowserFactory.Launch(BrowserType.Chrome);'],
                [`browser.Navigate("${URL}");`],
                ['browser.Close();', 'SDK.Cleanup();'],
              ),
            ),
          ]
        : [
            file(
              'javascript',
              mocha(
                p,
                ["const { LFT, Web } = require('leanft');"],
                ['await LFT.init();', 'browser = await Web.Browser.launch(Web.BrowserType.Chrome);'],
                [`await browser.navigate('${URL}');`],
                ['await browser.close();', 'await LFT.cleanup();'],
              ),
            ),
          ];
    case 'watir':
      return [
        file(
          'ruby',
          rspec(
            p,
            ["require 'watir'"],
            ['@browser = Watir::Browser.new(:chrome)'],
            [`@browser.goto('${URL}')`],
            ['@browser.close'],
          ).replace(/driver: browser/g, 'driver: @browser'),
        ),
      ];
    case 'capybara':
      return [
        file(
          'ruby',
          rspec(
            p,
            ["require 'rails_helper'"],
            [],
            ["visit '/checkout'"],
            [],
            "RSpec.describe 'Checkout', type: :feature, js: true",
          ),
        ),
      ];
    case 'testcafe':
      return [file('javascript', testcafeQuickstart(p))];
    case 'cypress':
      return cypressQuickstart(p);
    case 'robot':
      return robotQuickstart();
    case 'storybook':
      return storybookQuickstart(p);
    case 'image-tester':
      return [file('bash', imageTesterCommand(), 'terminal')];
  }
}

function testcafeQuickstart(p: SdkProfile): string {
  return [
    ...imports(p, ['Eyes', 'ClassicRunner', 'Target']),
    '',
    'const runner = new ClassicRunner();',
    'let eyes;',
    '',
    "fixture('Checkout')",
    `  .page('${URL}')`,
    '  .beforeEach(async () => {',
    '    eyes = new Eyes(runner);',
    '  })',
    '  .afterEach(async () => {',
    '    await eyes.abort();',
    '  })',
    '  .after(async () => {',
    '    console.log(await runner.getAllTestResults(false));',
    '  });',
    '',
    "test('Checkout page', async (t) => {",
    ...testBody(p).map((line) => `  ${line}`),
    '});',
  ].join('\n');
}

function cypressQuickstart(p: SdkProfile): Snippet[] {
  return [
    {
      lang: 'javascript',
      title: 'cypress.config.js',
      code: [
        "const { defineConfig } = require('cypress');",
        `const eyesPlugin = require('${p.entry.packageName}');`,
        '',
        'module.exports = eyesPlugin(',
        '  defineConfig({',
        '    e2e: {',
        `      baseUrl: 'https://demo.eyes-sdk.dev',`,
        '    },',
        '  }),',
        ');',
      ].join('\n'),
    },
    { lang: 'javascript', title: 'cypress/support/e2e.js', code: `import '${p.entry.packageName}/commands';` },
    {
      lang: 'javascript',
      title: 'eyes.config.js',
      code: [
        'module.exports = {',
        '  // apiKey is read from EYES_API_KEY',
        `  appName: '${APP}',`,
        "  batch: { name: 'Checkout suite' },",
        "  browser: [{ width: 1200, height: 800, name: 'chrome' }],",
        '};',
      ].join('\n'),
    },
    {
      lang: 'javascript',
      title: p.testFile,
      code: [
        "describe('Checkout', () => {",
        "  it('looks right', () => {",
        "    cy.eyesOpen({ testName: 'Checkout page' });",
        "    cy.visit('/checkout');",
        "    cy.eyesCheckWindow({ tag: 'Checkout', fully: true });",
        '    cy.eyesClose();',
        '  });',
        '});',
      ].join('\n'),
    },
  ];
}

function robotQuickstart(): Snippet[] {
  return [
    {
      lang: 'robotframework',
      title: 'tests/checkout.robot',
      code: [
        '*** Settings ***',
        'Library           SeleniumLibrary',
        'Library           EyesLibrary    runner=web',
        'Test Setup        Open Browser    ' + URL + '    chrome',
        'Test Teardown     Run Keywords    Eyes Abort    AND    Close Browser',
        '',
        '*** Test Cases ***',
        'Checkout Page Looks Right',
        `    Eyes Open    app_name=${APP}    test_name=Checkout page    viewport_size={"width": 1200, "height": 800}`,
        '    Eyes Check    Target Window    Fully    Name    Checkout',
        '    Eyes Close Async',
      ].join('\n'),
    },
  ];
}

function storybookQuickstart(p: SdkProfile): Snippet[] {
  const angular = p.folder === 'storybook-angular';
  return [
    {
      lang: 'javascript',
      title: 'eyes.config.js',
      code: [
        'module.exports = {',
        '  // apiKey is read from EYES_API_KEY',
        `  appName: '${APP} components',`,
        "  batch: { name: 'Component library' },",
        '  browser: [',
        "    { width: 1200, height: 800, name: 'chrome' },",
        "    { width: 1200, height: 800, name: 'firefox' },",
        "    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },",
        '  ],',
        ...(angular
          ? [
              '  // Angular builds its Storybook with the Angular CLI builder',
              "  storybookConfigDir: '.storybook',",
              "  startStorybookCommand: 'ng run shop:storybook --port 9009 --quiet',",
              '  storybookPort: 9009,',
            ]
          : []),
        '};',
      ].join('\n'),
    },
    { lang: 'bash', title: 'terminal', code: 'npx eyes-storybook' },
  ];
}

export function imageTesterCommand(): string {
  return [
    'export EYES_API_KEY=<your API key>',
    'image-tester --folder ./screenshots --app-name "Web Shop" --batch-name "Release 4.2 artefacts"',
  ].join('\n');
}

/** Statement terminator, re-exported for the page templates. */
export { end };
