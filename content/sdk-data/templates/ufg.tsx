/**
 * The SDK's Ultrafast Grid page. What it says depends on what the SDK tests: desktop web SDKs
 * list browsers (in their framework's idiom where it has one), mobile web SDKs list devices only,
 * and SDKs without a DOM to re-render (native apps, images) get an availability note that never
 * claims the grid renders them.
 */
import type { Family, SdkProfile } from '../profiles';
import * as code from '../snippets';
import { Code, MdList, Section } from './blocks';
import { DOCS, P, pageHref, Related, SuiteNote, topicSnippet, type SdkPageTemplate } from './shared';

/** How the grid applies to an SDK: desktop browsers, mobile devices, or not at all. */
export type GridUse = 'browsers' | 'devices' | 'none';

export function gridUse(p: SdkProfile): GridUse {
  if (!p.ctx.browser) return 'none';
  return p.entry.platform === 'mobile-web' ? 'devices' : 'browsers';
}

/** One step of a framework's set-up: a heading, what it does, and the sample (by index in `ufgFramework`). */
interface FrameworkStep {
  title: string;
  text: string;
}

/** What a JavaScript web framework does differently on the grid: its steps and its own pitfalls. */
interface FrameworkGrid {
  steps: readonly FrameworkStep[];
  pitfalls: readonly string[];
}

/** Per framework family, the prose around the samples of `ufgFramework` (one step per sample). */
const FRAMEWORK_GRID: Partial<Record<Family, FrameworkGrid>> = {
  selenium: {
    steps: [
      {
        title: 'Configure the grid in the Mocha suite',
        text: "Only the runner and the configuration change: the test still builds one local Chrome session with `new Builder().forBrowser('chrome')`, and each `eyes.check` sends that session's DOM to the grid, which renders it in every environment of `config`. The extra browsers need no Selenium Grid node, no geckodriver and no safaridriver.",
      },
    ],
    pitfalls: [
      "Do not build a second session with `forBrowser('firefox')` or `forBrowser('safari')` to cover those browsers: each session is rendered in all four environments again, under the same test name.",
    ],
  },
  webdriverio: {
    steps: [
      {
        title: 'Configure the service in wdio.conf.js',
        text: "In WebdriverIO the grid is an option of the SDK's service: `useVisualGrid` turns it on and `browsersInfo` lists the environments. `capabilities` keeps the one Chrome that runs the specs; the browsers of `browsersInfo` are rendered on the server, not started by WebdriverIO.",
      },
      {
        title: 'What the tests call',
        text: 'The service opens an Eyes test before each `it`, named after the test, and closes it after, so a spec only navigates and calls `browser.eyesCheck` with a checkpoint name and a `Target`. The spec is the same with and without the grid.',
      },
    ],
    pitfalls: [
      'Keep one entry in `capabilities`: adding Firefox there runs every spec twice, and each run is rendered in all of `browsersInfo` again.',
    ],
  },
  puppeteer: {
    steps: [
      {
        title: 'Configure the grid around your Puppeteer page',
        text: 'Puppeteer drives Chrome (and, from Puppeteer 23, Firefox), never Safari or another WebKit browser. The grid fills that gap: the suite launches one Chrome with `puppeteer.launch()`, each test opens a `page`, and every checkpoint of that page is rendered on the server in Chrome, Firefox, Safari and a Pixel 7 screen emulated in Chrome. Since the renders happen on the server, headless and headed runs give the same results.',
      },
    ],
    pitfalls: [
      "Do not launch a second browser with `puppeteer.launch({ browser: 'firefox' })` to cover Firefox: the grid already renders it, and the second launch runs every test again.",
    ],
  },
  testcafe: {
    steps: [
      {
        title: 'Configure the grid in the fixture',
        text: "The runner and its browsers are made once per test file; the fixture's `beforeEach` gives each test's `Eyes` the configuration, and the test passes its test controller `t` to `open` as before. Run TestCafe with one browser (`npx testcafe chrome:headless test/checkout.spec.js`): the grid renders the others.",
      },
    ],
    pitfalls: [
      'Do not list several browsers on the TestCafe command line (`chrome,firefox`) to cover them: each runs the test again, and each run is rendered in all four environments.',
    ],
  },
  protractor: {
    steps: [
      {
        title: 'Create the grid in onPrepare',
        text: 'Protractor runs `onPrepare` once before the specs, so the runner and the browser list are made there and shared through `browser.params`; `onComplete` prints the results when every spec has finished. `capabilities` keeps one Chrome: the grid renders the other browsers.',
      },
      {
        title: 'Use it in the specs',
        text: "Each Jasmine spec takes the runner and configuration from `browser.params.eyes` and passes Protractor's global `browser` to `open`, as in the quickstart.",
      },
    ],
    pitfalls: [
      'Protractor is end-of-life: its development ended in 2023 and it gets no fixes for new Chrome versions. The runner and `Configuration` above are not Protractor code, so they carry over unchanged when the suite moves to WebdriverIO or Playwright.',
    ],
  },
  leanft: {
    steps: [
      {
        title: 'Configure the grid in the LeanFT suite',
        text: "LeanFT still launches one browser through its runtime engine (`Web.Browser.launch`). With the grid runner, each `check` reads the page's DOM through that `Web.Browser` and the grid renders it in the other environments, so Firefox and Safari need neither a LeanFT browser extension nor a second `Web.Browser.launch`.",
      },
    ],
    pitfalls: [
      'Regions given as LeanFT test objects are found in the rendered DOM by their description; describe them by `id` or CSS selector, not by their position on the screen.',
    ],
  },
};

/** The framework's samples and the prose around them, when the SDK has its own grid idiom. */
function gridFramework(p: SdkProfile): { snippets: code.Snippet[]; prose: FrameworkGrid } | undefined {
  const snippets = code.ufgFramework(p);
  const prose = FRAMEWORK_GRID[p.family];
  if (!snippets) return undefined;
  if (!prose || prose.steps.length !== snippets.length)
    throw new Error(
      `content/sdk-data/templates/ufg.tsx: FRAMEWORK_GRID.${p.family} needs one step per sample of ufgFramework() for ${p.folder} (${snippets.length}), found ${prose?.steps.length ?? 'no entry'}`,
    );
  return { snippets, prose };
}

const LAZY =
  'The grid renders what it is sent: pages that load content after the checkpoint (lazy images, late requests) need a wait or a check after the content appears.';

function BrowsersPage({ p }: { p: SdkProfile }) {
  const framework = gridFramework(p);
  const names = `Each entry is a separate environment with its own baseline. The full list of names is in [devices and browsers](${DOCS.devices}).`;
  return (
    <>
      <P>
        {`The [Ultrafast Grid](${DOCS.ufg}) renders each checkpoint's DOM and resources in the browsers and devices you list, in parallel, on the server.`}
      </P>
      {framework ? (
        framework.prose.steps.map((step, index) => (
          <Section key={step.title} title={step.title}>
            <P>{step.text}</P>
            <Code snippet={framework.snippets[index] ?? code.ufg(p)} />
            {index === 0 ? <P>{names}</P> : null}
          </Section>
        ))
      ) : (
        <Section title="Configure browsers and devices">
          <SuiteNote p={p} topic="ufg" />
          <Code snippet={topicSnippet(p, 'ufg')} />
          <P>{names}</P>
        </Section>
      )}
      <Section title="Pitfalls">
        <MdList
          items={[
            LAZY,
            ...(framework?.prose.pitfalls ?? []),
            'Add browsers gradually: every new environment starts with a new baseline to approve.',
          ]}
        />
      </Section>
    </>
  );
}

/** The classes a devices sample uses, imported at its top as the quickstart's are. */
const DEVICE_CLASSES = [
  'VisualGridRunner',
  'Configuration',
  'Eyes',
  'IosDeviceInfo',
  'IosDeviceName',
  'AndroidDeviceInfo',
  'AndroidDeviceName',
  'DeviceName',
  'ScreenOrientation',
];

/** A sample with the SDK's import lines first, so it runs as it is pasted. */
function withImports(p: SdkProfile, snippet: code.Snippet): code.Snippet {
  // Python names every class it uses; the grid runner's options are a class there, an object in JavaScript.
  const classes =
    p.style === 'python' ? ['VisualGridRunner', 'RunnerOptions', ...DEVICE_CLASSES.slice(1)] : DEVICE_CLASSES;
  const names = classes.map((name) => `${p.style === 'python' ? '    ' : '  '}${name},`).join('\n');
  // One name a line: the list is longer than a phone's code block is wide.
  const lines =
    p.style === 'js'
      ? [`const {\n${names}\n} = require('${p.entry.packageName}');`]
      : p.style === 'python'
        ? [`from ${code.imports(p, ['Eyes'])[0]?.split(' ')[1] ?? ''} import (\n${names}\n)`]
        : code.imports(p, DEVICE_CLASSES);
  return { ...snippet, code: [...lines, '', snippet.code].join('\n') };
}

function DevicesPage({ p }: { p: SdkProfile }) {
  return (
    <>
      <P>
        {`The [Ultrafast Grid](${DOCS.ufg}) renders each checkpoint's DOM and resources on the mobile devices you list, in parallel, on the server. Your Appium session keeps loading the page in Chrome on one Android device (the quickstart's Pixel 7); the grid shows the same page in iOS Safari on iPhones and in Android Chrome on other phones, without an emulator or a device per model.`}
      </P>
      <Section title="Configure devices">
        <Code snippet={withImports(p, code.ufg(p))} />
        <P>
          {`Each entry is a device and orientation with its own baseline: \`IosDeviceInfo\` renders in iOS Safari on a simulator, \`AndroidDeviceInfo\` in Android Chrome on a real device, and a device emulation in Chrome at that phone's screen size and pixel ratio. The full list of device names is in [devices and browsers](${DOCS.devices}).`}
        </P>
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={[
            LAZY,
            'The device model and orientation are part of the baseline key: turning an iPhone entry to landscape starts a new baseline.',
            'Add devices gradually: every new device starts with a new baseline to approve.',
          ]}
        />
      </Section>
    </>
  );
}

/** How a native framework runs one suite on more devices, each device with its own baselines. */
const MORE_DEVICES: Partial<Record<Family, string>> = {
  'appium-native':
    'With Appium, cover more devices by starting the session with other capabilities (`appium:deviceName`, `appium:platformVersion` or `appium:udid`) in parallel CI jobs that share one batch ID.',
  espresso:
    'With Espresso, `./gradlew connectedAndroidTest` runs the tests on every connected device and emulator, so attach one per device you cover, or declare Gradle Managed Devices; all report to one batch when they share its ID.',
  xcui: '`xcodebuild test` takes `-destination` more than once and runs the UI tests on each simulator, so list one destination per device you cover; all report to one batch when they share its ID.',
  xctest:
    '`xcodebuild test` takes `-destination` more than once and runs the unit tests on each simulator, so list one destination per device and iOS version you cover; all report to one batch when they share its ID.',
};

function AvailabilityPage({ p }: { p: SdkProfile }) {
  const images = p.entry.platform === 'images';
  return (
    <>
      <Section title="Availability">
        <P>
          {images
            ? `The [Ultrafast Grid](${DOCS.ufg}) re-renders a browser checkpoint from its DOM and resources in other browsers. An image has no DOM, so this SDK does not use the grid: each image is compared as uploaded. To cover several screen sizes, upload one image per size under the same test name; the size is part of the baseline key.`
            : `The [Ultrafast Grid](${DOCS.ufg}) re-renders a browser checkpoint from its DOM and resources in other browsers. Native screens have no DOM, so this SDK does not use the grid: it captures on the device that runs the test. ${MORE_DEVICES[p.family] ?? 'Cover more devices by running the suite on each, in parallel jobs sharing one batch.'} See the [native mobile library](${DOCS.native}) for device coverage.`}
        </P>
        {p.binding === 'oo' ? (
          <P>{`Keep the classic runner, set up as on the [Runners](${pageHref(p, 'runners')}) page: nothing in your tests changes.`}</P>
        ) : null}
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={
            images
              ? [
                  'Images of different sizes never match; upload each size as its own image rather than scaling one.',
                  'Give images from different capture tools or machines their own host OS and host app names, so they get separate baselines.',
                ]
              : [
                  'Do not compare screenshots of different devices under one baseline; give each device its own environment or use a baseline environment name deliberately.',
                  'Pin the device model and OS version of every job in CI: a different device is a different baseline.',
                ]
          }
        />
      </Section>
    </>
  );
}

export const ufg: SdkPageTemplate = {
  title: (p) => `Ultrafast Grid: ${p.name}`,
  description: (p) =>
    ({
      browsers: `Render ${p.name} checkpoints in many browsers and devices at once.`,
      devices: `Render ${p.name} checkpoints on iOS and Android devices at once.`,
      none: `Why ${p.name} does not use the Ultrafast Grid, and how to cover more ${p.entry.platform === 'images' ? 'screen sizes' : 'devices'}.`,
    })[gridUse(p)],
  Page: ({ p }) => {
    const use = gridUse(p);
    return (
      <>
        {use === 'browsers' ? (
          <BrowsersPage p={p} />
        ) : use === 'devices' ? (
          <DevicesPage p={p} />
        ) : (
          <AvailabilityPage p={p} />
        )}
        <Related
          p={p}
          items={[
            ['runners', 'Runners'],
            ['configuration', 'Configuration'],
          ]}
        />
      </>
    );
  },
};
