/**
 * A language-neutral model of the Eyes SDK API: the five classes the
 * class-reference pages document, with members, parameters, types and
 * descriptions. `signatures.ts` renders a member in each SDK's language;
 * `pages.ts` turns the model into the reference pages.
 *
 * Names are written once in lower camel case (`appName`, `checkWindow`) and
 * converted per language. Types are neutral names (`string`, `int`, `Driver`,
 * `Region`...) that the formatter maps to each language's spelling.
 */
import { DEFAULT_SERVER_URL } from '@docs/sdk-catalog';

/** A neutral type: a primitive, an SDK type, a list of one, or a union of string literals. */
export type ApiType =
  | 'string'
  | 'int'
  | 'boolean'
  | 'void'
  | 'Date'
  /** The SDK's driver or page object (resolved per SDK: `WebDriver`, `Page`...). */
  | 'Driver'
  /** What a region is located by: a selector, an element or a rectangle. */
  | 'RegionLocator'
  | { list: ApiType }
  | { literal: readonly string[] }
  | { ref: ApiClassName | ApiSupportType };

/** Classes that have a reference page. */
export type ApiClassName = 'Eyes' | 'Configuration' | 'CheckSettings' | 'Runner' | 'BatchInfo';

/** Supporting types the members mention. */
export type ApiSupportType =
  | 'RectangleSize'
  | 'MatchLevel'
  | 'TestResults'
  | 'TestResultsSummary'
  | 'RunnerOptions'
  | 'BrowserType'
  | 'DeviceName'
  | 'ScreenOrientation'
  | 'StitchMode'
  | 'MatchResult';

export interface ApiParam {
  name: string;
  type: ApiType;
  optional?: boolean;
  /** Literal default shown in languages with default values (`false`, `'Strict'`). */
  default?: string;
}

export type ApiMemberKind = 'constructor' | 'method' | 'property' | 'static';

/** Which SDKs a member applies to. */
export type ApiAvailability = 'all' | 'driver' | 'browser' | 'no-driver';

export interface ApiMember {
  /** Neutral lower-camel-case name; the class name for a constructor. */
  name: string;
  kind: ApiMemberKind;
  params?: readonly ApiParam[];
  /** Return type of a method or type of a property. */
  returns?: ApiType;
  /** Awaited in JavaScript and TypeScript (returns a promise). */
  async?: boolean;
  /** Read-only property. */
  readonly?: boolean;
  /** One or two sentences for a test engineer. */
  description: string;
  /**
   * `driver`: SDKs that drive an app (not image uploads); `browser`: SDKs whose
   * checkpoints render in a browser (so the Ultrafast Grid and DOM-based
   * regions apply); `no-driver`: image SDKs only.
   */
  availability?: ApiAvailability;
  /** Names in the command-style SDKs (Cypress commands, Robot keywords, Storybook keys); absent means not exposed. */
  cypress?: string;
  robot?: string;
  storybook?: string;
  /**
   * Its value where settings are plain data rather than SDK objects: a JavaScript configuration
   * file or options object (`eyes.config.js`, the WebdriverIO service's options), as a TypeScript
   * type (`ts`), and Robot Framework's `eyes.yaml` (`yaml`). Absent where the value is a string,
   * number or boolean, written the same either way.
   */
  plain?: { ts: string; yaml: string };
  /** Descriptions for the command-style SDKs where the neutral one does not fit. */
  descriptions?: Partial<Record<'cypress' | 'robot' | 'storybook', string>>;
}

export interface ApiClass {
  name: ApiClassName;
  /** Class names as the SDK spells them when they differ by runner (`ClassicRunner`, `VisualGridRunner`). */
  summary: string;
  members: readonly ApiMember[];
}

const s = (name: string, type: ApiType, optional = false, dflt?: string): ApiParam => ({
  name,
  type,
  ...(optional ? { optional } : {}),
  ...(dflt !== undefined ? { default: dflt } : {}),
});

const MATCH_LEVELS = ['Strict', 'Layout', 'Content', 'IgnoreColors', 'Exact'] as const;

/** The match levels as a configuration file writes them: `'Strict' | …` in JavaScript, `STRICT | …` in YAML. */
const MATCH_LEVEL_VALUES = {
  ts: MATCH_LEVELS.map((level) => `'${level}'`).join(' | '),
  yaml: MATCH_LEVELS.map((level) => level.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()).join(' | '),
};
/** The grid's desktop browsers by the name a configuration file gives them. */
const BROWSER_NAMES = ['chrome', 'firefox', 'safari', 'edge'] as const;
/** One environment of the grid in a configuration file: a desktop browser and viewport, or an emulated device. */
const GRID_ENVIRONMENT = {
  ts: `{ width: number; height: number; name: ${BROWSER_NAMES.map((name) => `'${name}'`).join(' | ')} } | { deviceName: string; screenOrientation?: 'portrait' | 'landscape' }`,
  yaml: `{width: <int>, height: <int>, browser_type: <${BROWSER_NAMES.map((name) => name.toUpperCase()).join(' | ')}>} | {device_name: <str>, screen_orientation: <PORTRAIT | LANDSCAPE>}`,
};

export const EYES: ApiClass = {
  name: 'Eyes',
  summary: 'Opens a visual test, takes checkpoints and closes the test.',
  members: [
    {
      name: 'Eyes',
      kind: 'constructor',
      params: [s('runner', { ref: 'Runner' }, true)],
      description:
        'Creates an Eyes instance. Pass the runner that collects results; without one, the instance uses its own classic runner.',
    },
    {
      name: 'open',
      kind: 'method',
      params: [
        s('driver', 'Driver'),
        s('appName', 'string'),
        s('testName', 'string'),
        s('viewportSize', { ref: 'RectangleSize' }, true),
      ],
      returns: 'Driver',
      async: true,
      description:
        'Starts a test. App name and test name (with the environment) select the baseline; the viewport size is applied to the browser before the first checkpoint.',
      cypress: 'cy.eyesOpen',
      robot: 'Eyes Open',
      storybook: 'include: boolean | ((story: StoryContext) => boolean)',
      descriptions: {
        storybook:
          'Whether a story is opened as a test; set it in `parameters.eyes` of a story, or as a function in `eyes.config.js` to select stories by name.',
      },
    },
    {
      name: 'check',
      kind: 'method',
      params: [s('settings', { ref: 'CheckSettings' })],
      returns: { ref: 'MatchResult' },
      async: true,
      description:
        'Takes one checkpoint described by a `Target` expression: what to capture and how to compare it. The comparison runs on the server; the test goes on immediately.',
      cypress: 'cy.eyesCheckWindow',
      robot: 'Eyes Check',
      storybook: 'runBefore: (context: { rootEl: HTMLElement; story: StoryContext }) => Promise<void>',
      descriptions: {
        storybook:
          'Runs in the page before the story is captured, for example to open a menu or wait for a font; the checkpoint is taken when the promise resolves.',
      },
    },
    {
      name: 'checkWindow',
      kind: 'method',
      params: [s('tag', 'string', true)],
      async: true,
      returns: 'void',
      description: 'Shorthand for `check` with `Target.window()`: captures the viewport under a step name.',
      robot: 'Eyes Check Window',
      storybook: 'variations: string[]',
      descriptions: {
        robot: 'Shorthand for `Eyes Check` of the whole window: captures the viewport under a step name.',
        storybook:
          'Extra checkpoints of the same story with different globals, such as `theme=dark`; each variation is its own test with its own baseline.',
      },
    },
    {
      name: 'checkRegion',
      kind: 'method',
      params: [s('region', 'RegionLocator'), s('tag', 'string', true)],
      async: true,
      returns: 'void',
      availability: 'driver',
      description: 'Shorthand for `check` with `Target.region(...)`: captures one element or rectangle.',
      robot: 'Eyes Check Region By Selector',
      descriptions: {
        robot:
          'Shorthand for `Eyes Check` of one region: captures the element a locator such as `css:#payment-form` finds.',
      },
    },
    {
      name: 'close',
      kind: 'method',
      params: [s('throwException', 'boolean', true, 'true')],
      returns: { ref: 'TestResults' },
      async: true,
      description:
        'Ends the test and waits for its results. By default it throws when the test has differences or is new, which fails the test in your framework.',
      cypress: 'cy.eyesClose',
      robot: 'Eyes Close',
      descriptions: {
        robot:
          'Ends the test and waits for its results. By default the keyword fails when the test has differences or is new, which fails the test case; `throw_exception=False` only reports them.',
      },
    },
    {
      name: 'closeAsync',
      kind: 'method',
      async: true,
      returns: 'void',
      description:
        'Ends the test without waiting; the runner collects the result. Use it with the Ultrafast Grid, where rendering continues in the background.',
      robot: 'Eyes Close Async',
    },
    {
      name: 'abort',
      kind: 'method',
      returns: { ref: 'TestResults' },
      async: true,
      description:
        'Ends a test that did not reach `close` (for example because an assertion failed) and discards its unfinished checkpoints. Safe to call when the test is already closed.',
      robot: 'Eyes Abort',
      storybook: 'storyTimeout: number',
      descriptions: {
        robot:
          'Ends a test that did not reach `Eyes Close` (for example because a step failed) and discards its unfinished checkpoints; make it the test case’s `[Teardown]`. Safe to call when the test is already closed.',
        storybook:
          'Milliseconds a story may take to render before its test is aborted and reported as failed (default 60000).',
      },
    },
    {
      name: 'configuration',
      kind: 'property',
      returns: { ref: 'Configuration' },
      description:
        'The settings this instance uses. Read a copy, change it and assign it back before `open`; changes after `open` apply from the next test.',
    },
    {
      name: 'isOpen',
      kind: 'property',
      returns: 'boolean',
      readonly: true,
      description: 'Whether a test is in progress on this instance, between `open` and `close` or `abort`.',
    },
  ],
};

export const CONFIGURATION: ApiClass = {
  name: 'Configuration',
  summary: 'Settings shared by the tests that use it: credentials, batch, baseline selection and capture options.',
  members: [
    {
      name: 'apiKey',
      kind: 'property',
      returns: 'string',
      description: 'Your API key. Defaults to the `EYES_API_KEY` environment variable; keep it out of source control.',
      robot: 'api_key',
      storybook: 'apiKey',
      cypress: 'apiKey',
    },
    {
      name: 'serverUrl',
      kind: 'property',
      returns: 'string',
      description: `The Eyes server, for dedicated or on-premises accounts. Defaults to \`EYES_SERVER_URL\`, then \`${DEFAULT_SERVER_URL}\`.`,
      robot: 'server_url',
      storybook: 'serverUrl',
      cypress: 'serverUrl',
    },
    {
      name: 'appName',
      kind: 'property',
      returns: 'string',
      description: 'Application name shown in the Test Manager and used, with the test name, to select the baseline.',
      robot: 'app_name',
      storybook: 'appName',
      cypress: 'appName',
    },
    {
      name: 'batch',
      kind: 'property',
      returns: { ref: 'BatchInfo' },
      plain: { ts: '{ name?: string; id?: string }', yaml: '{name: <str>, id: <str>}' },
      description:
        'The batch the tests report to. Share one `BatchInfo` across a run so its tests are reviewed together.',
      robot: 'batch',
      storybook: 'batch',
      cypress: 'batch',
      descriptions: Object.fromEntries(
        (['cypress', 'robot', 'storybook'] as const).map((binding) => [
          binding,
          'The batch the tests report to: its name, and an ID that the jobs of one run share so that their tests are reviewed together.',
        ]),
      ),
    },
    {
      name: 'branchName',
      kind: 'property',
      returns: 'string',
      description: 'Branch of the baselines. Tests on a new branch start from the parent branch’s baselines.',
      robot: 'branch_name',
      storybook: 'branchName',
      cypress: 'branchName',
    },
    {
      name: 'parentBranchName',
      kind: 'property',
      returns: 'string',
      description: 'Branch a new branch copies its baselines from; usually your main branch.',
      robot: 'parent_branch_name',
      storybook: 'parentBranchName',
      cypress: 'parentBranchName',
    },
    {
      name: 'baselineEnvName',
      kind: 'property',
      returns: 'string',
      description:
        'Names an environment whose baselines are shared across browsers or devices, so one baseline serves several environments.',
      robot: 'baseline_env_name',
      storybook: 'baselineEnvName',
      cypress: 'baselineEnvName',
    },
    {
      name: 'matchLevel',
      kind: 'property',
      returns: { ref: 'MatchLevel' },
      plain: { ts: MATCH_LEVEL_VALUES.ts, yaml: `<${MATCH_LEVEL_VALUES.yaml}>` },
      description:
        'Default comparison strictness of every checkpoint (`Strict` unless set). Override per checkpoint or region.',
      robot: 'match_level',
      storybook: 'matchLevel',
      cypress: 'matchLevel',
    },
    {
      name: 'viewportSize',
      kind: 'property',
      returns: { ref: 'RectangleSize' },
      plain: { ts: '{ width: number; height: number }', yaml: '{width: <int>, height: <int>}' },
      availability: 'browser',
      description: 'Browser viewport for classic runs; part of the baseline key, so keep it fixed across runs.',
      robot: 'viewport_size',
      cypress: 'viewportSize',
    },
    {
      name: 'forceFullPageScreenshot',
      kind: 'property',
      returns: 'boolean',
      availability: 'driver',
      description: 'Captures the whole scrollable page on every window checkpoint, as if each used `fully()`.',
      robot: 'force_full_page_screenshot',
      storybook: 'fully',
      cypress: 'fully',
    },
    {
      name: 'hideScrollbars',
      kind: 'property',
      returns: 'boolean',
      availability: 'browser',
      description:
        'Hides scrollbars while capturing so their rendering does not differ between machines (default `true`).',
      robot: 'hide_scrollbars',
      cypress: 'hideScrollbars',
    },
    {
      name: 'waitBeforeScreenshots',
      kind: 'property',
      returns: 'int',
      availability: 'driver',
      description: 'Milliseconds to wait before each capture, for animations to settle (default 100).',
      robot: 'wait_before_screenshots',
      storybook: 'waitBeforeCapture',
      cypress: 'waitBeforeCapture',
    },
    {
      name: 'saveNewTests',
      kind: 'property',
      returns: 'boolean',
      description: 'Whether a test without a baseline saves its checkpoints as the new baseline (default `true`).',
      robot: 'save_new_tests',
      storybook: 'saveNewTests',
      cypress: 'saveNewTests',
    },
    {
      name: 'isDisabled',
      kind: 'property',
      returns: 'boolean',
      description: 'Turns every Eyes call into a no-op, for local runs without visual checks.',
      robot: 'is_disabled',
      storybook: 'isDisabled',
      cypress: 'isDisabled',
    },
    {
      name: 'addBrowser',
      kind: 'method',
      params: [s('width', 'int'), s('height', 'int'), s('browserType', { ref: 'BrowserType' })],
      returns: { ref: 'Configuration' },
      plain: { ts: `(${GRID_ENVIRONMENT.ts})[]`, yaml: `[${GRID_ENVIRONMENT.yaml}]` },
      availability: 'browser',
      description: 'Adds a desktop browser and viewport for the Ultrafast Grid to render each checkpoint in.',
      robot: 'browsers',
      storybook: 'browser',
      cypress: 'browser',
      descriptions: Object.fromEntries(
        (['cypress', 'robot', 'storybook'] as const).map((binding) => [
          binding,
          'The browsers and devices the Ultrafast Grid renders each checkpoint in: each entry is a desktop browser with its viewport, or an emulated device by name ([devices and browsers](/concepts/test-execution/ultrafast-grid-devices-browsers)).',
        ]),
      ),
    },
    {
      name: 'addDeviceEmulation',
      kind: 'method',
      params: [s('deviceName', { ref: 'DeviceName' }), s('orientation', { ref: 'ScreenOrientation' }, true)],
      returns: { ref: 'Configuration' },
      availability: 'browser',
      description: 'Adds a Chrome mobile emulation of a named device for the Ultrafast Grid.',
    },
  ],
};

export const CHECK_SETTINGS: ApiClass = {
  name: 'CheckSettings',
  summary: 'What one checkpoint captures and how it is compared, built with the fluent `Target` API.',
  members: [
    {
      name: 'window',
      kind: 'static',
      returns: { ref: 'CheckSettings' },
      availability: 'driver',
      description: 'Captures the viewport, or the whole page with `fully()`.',
      robot: 'Target Window',
      cypress: "target: 'window'",
    },
    {
      name: 'region',
      kind: 'static',
      params: [s('region', 'RegionLocator')],
      returns: { ref: 'CheckSettings' },
      description:
        'Captures one element (by selector or element) or a rectangle. The element is followed if it moves between runs.',
      robot: 'Target Region By Selector',
      cypress: "target: 'region'",
    },
    {
      name: 'frame',
      kind: 'static',
      params: [s('frame', 'string')],
      returns: { ref: 'CheckSettings' },
      availability: 'browser',
      description:
        'Switches into an iframe (by name, id or selector) and captures it; chain `region` to capture inside it.',
      robot: 'Target Frame',
      cypress: 'frames',
    },
    {
      name: 'image',
      kind: 'static',
      params: [s('path', 'string')],
      returns: { ref: 'CheckSettings' },
      availability: 'no-driver',
      description: 'Checks an image file (PNG or JPEG) from disk, a URL or a byte buffer.',
    },
    {
      name: 'fully',
      kind: 'method',
      params: [s('fully', 'boolean', true, 'true')],
      returns: { ref: 'CheckSettings' },
      availability: 'driver',
      description: 'Scrolls and stitches to capture the full page or the full scrollable content of a region.',
      robot: 'Fully',
      cypress: 'fully',
      storybook: 'fully',
    },
    {
      name: 'ignore',
      kind: 'method',
      params: [s('regions', { list: 'RegionLocator' })],
      returns: { ref: 'CheckSettings' },
      description: 'Regions whose content is not compared at all, such as clocks, ads and random IDs.',
      robot: 'Ignore Region By Selector',
      cypress: 'ignore',
      storybook: 'ignoreRegions',
    },
    {
      name: 'floating',
      kind: 'method',
      params: [s('region', 'RegionLocator'), s('maxOffset', 'int')],
      returns: { ref: 'CheckSettings' },
      description: 'A region whose content may shift by up to `maxOffset` pixels in any direction and still match.',
      robot: 'Floating Region By Selector',
      cypress: 'floating',
      storybook: 'floatingRegions',
    },
    {
      name: 'layout',
      kind: 'method',
      params: [s('regions', { list: 'RegionLocator' }, true)],
      returns: { ref: 'CheckSettings' },
      description:
        'Compares only the structure (positions and sizes) of the regions, or of the whole checkpoint without arguments. For content that changes by design, like news feeds.',
      robot: 'Layout Region By Selector',
      cypress: 'layout',
      storybook: 'layoutRegions',
    },
    {
      name: 'strict',
      kind: 'method',
      params: [s('regions', { list: 'RegionLocator' }, true)],
      returns: { ref: 'CheckSettings' },
      description:
        'Compares the regions as a human would see them; the default level, useful inside a relaxed checkpoint.',
      robot: 'Strict Region By Selector',
      cypress: 'strict',
      storybook: 'strictRegions',
    },
    {
      name: 'content',
      kind: 'method',
      params: [s('regions', { list: 'RegionLocator' }, true)],
      returns: { ref: 'CheckSettings' },
      description: 'Compares text and content of the regions but ignores colour and style changes.',
      robot: 'Content Region By Selector',
      cypress: 'content',
      storybook: 'contentRegions',
    },
    {
      name: 'matchLevel',
      kind: 'method',
      params: [s('level', { ref: 'MatchLevel' })],
      returns: { ref: 'CheckSettings' },
      description: 'Comparison level of this checkpoint, overriding the configuration.',
      robot: 'Match Level',
      cypress: 'matchLevel',
      storybook: 'matchLevel',
    },
    {
      name: 'timeout',
      kind: 'method',
      params: [s('milliseconds', 'int')],
      returns: { ref: 'CheckSettings' },
      availability: 'driver',
      description:
        'Retries the capture until it matches or the time runs out, for pages still settling. Classic runner only.',
      robot: 'Timeout',
      cypress: 'timeout',
    },
    {
      name: 'withName',
      kind: 'method',
      params: [s('name', 'string')],
      returns: { ref: 'CheckSettings' },
      description: 'The step name shown in the Test Manager. Name steps by what they show, not by their order.',
      robot: 'Name',
      cypress: 'tag',
    },
  ],
};

export const RUNNER: ApiClass = {
  name: 'Runner',
  summary: 'Runs the tests of a suite and collects their results: the classic runner or the Ultrafast Grid runner.',
  members: [
    {
      name: 'ClassicRunner',
      kind: 'constructor',
      description: 'Captures every checkpoint from the browser or device that runs the test.',
      robot: 'runner=web',
    },
    {
      name: 'VisualGridRunner',
      kind: 'constructor',
      params: [s('options', { ref: 'RunnerOptions' }, true)],
      availability: 'browser',
      description:
        'Sends the DOM and resources of each checkpoint to the Ultrafast Grid, which renders it in every configured browser and device.',
      robot: 'runner=web_ufg',
      cypress: 'testConcurrency',
      storybook: 'concurrency',
    },
    {
      name: 'testConcurrency',
      kind: 'method',
      params: [s('concurrency', 'int')],
      returns: { ref: 'RunnerOptions' },
      availability: 'browser',
      description: 'How many renders run in parallel on the grid; capped by your account’s concurrency.',
    },
    {
      name: 'getAllTestResults',
      kind: 'method',
      params: [s('throwException', 'boolean', true, 'true')],
      returns: { ref: 'TestResultsSummary' },
      async: true,
      description:
        'Waits for every test the runner started and returns their results. Call it once, after all tests; it throws on differences unless told not to.',
      robot: 'Eyes Get All Test Results',
      descriptions: {
        robot:
          'Waits for every test the library started and returns their results. Call it once, in the suite teardown; the keyword fails on differences unless `throw_exception=False`.',
      },
      cypress: 'cy.eyesGetAllTestResults',
    },
    {
      name: 'dontCloseBatches',
      kind: 'property',
      returns: 'boolean',
      description:
        'Leaves batches open when the runner finishes, so parallel jobs can add to the same batch; close it explicitly at the end.',
      robot: 'dont_close_batches',
      cypress: 'dontCloseBatches',
      storybook: 'dontCloseBatches',
    },
  ],
};

export const BATCH_INFO: ApiClass = {
  name: 'BatchInfo',
  summary: 'Groups tests of one run so they are reviewed together.',
  members: [
    {
      name: 'BatchInfo',
      kind: 'constructor',
      params: [s('name', 'string', true)],
      description: 'Creates a batch with a display name and a fresh ID, or the ID in `EYES_BATCH_ID` when it is set.',
    },
    {
      name: 'id',
      kind: 'property',
      returns: 'string',
      description:
        'Tests with the same batch ID join one batch, even across processes. Set it from your CI build number to merge parallel jobs.',
      robot: 'id',
      cypress: 'id',
      storybook: 'id',
    },
    {
      name: 'name',
      kind: 'property',
      returns: 'string',
      description: 'Name shown in the batch list; name batches by suite and branch, not by date.',
      robot: 'name',
      cypress: 'name',
      storybook: 'name',
    },
    {
      name: 'sequenceName',
      kind: 'property',
      returns: 'string',
      description: 'Links batches of the same suite over time, for the Insights trends.',
      robot: 'sequence_name',
      cypress: 'sequenceName',
      storybook: 'sequenceName',
    },
    {
      name: 'startedAt',
      kind: 'property',
      returns: 'Date',
      description: 'Start time shown in the Test Manager; the creation time by default.',
    },
    {
      name: 'notifyOnCompletion',
      kind: 'property',
      returns: 'boolean',
      description:
        'Sends the batch notification (email, Slack or Teams, as set up for the team) when the batch closes.',
      robot: 'notify_on_completion',
      cypress: 'notifyOnCompletion',
      storybook: 'notifyOnCompletion',
    },
    {
      name: 'addProperty',
      kind: 'method',
      params: [s('name', 'string'), s('value', 'string')],
      returns: 'void',
      description: 'Adds a custom property, such as the commit SHA or build URL, that you can filter batches by.',
      robot: 'properties',
      cypress: 'properties',
      storybook: 'properties',
    },
  ],
};

/** The classes with reference pages, keyed by their reference slug. */
export const API_CLASSES = {
  eyes: EYES,
  configuration: CONFIGURATION,
  'check-settings': CHECK_SETTINGS,
  runner: RUNNER,
  'batch-info': BATCH_INFO,
} as const satisfies Record<string, ApiClass>;

export type ApiClassSlug = keyof typeof API_CLASSES;

export { MATCH_LEVELS };
