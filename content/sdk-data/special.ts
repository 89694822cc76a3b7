/**
 * Topic samples of the command-style SDKs (Cypress commands, Robot
 * keywords, Storybook configuration), whose code does not follow the
 * object-oriented pattern of `snippets.ts`.
 */
import type { Snippet } from './snippets';

export type Topic =
  'eyes' | 'check-settings' | 'configuration' | 'runners' | 'ufg' | 'batch' | 'batch-close' | 'advanced';

const js = (code: string[], title?: string): Snippet => ({
  lang: 'javascript',
  code: code.join('\n'),
  ...(title ? { title } : {}),
});
const robot = (code: string[]): Snippet => ({ lang: 'robotframework', code: code.join('\n') });
const yaml = (code: string[], title = 'eyes.yaml'): Snippet => ({ lang: 'yaml', code: code.join('\n'), title });

export const CYPRESS: Record<Topic, Snippet> = {
  eyes: js([
    "cy.eyesOpen({ appName: 'Web Shop', testName: 'Checkout page' });",
    "cy.visit('/checkout');",
    "cy.eyesCheckWindow({ tag: 'Checkout', fully: true });",
    "cy.get('[data-test=pay]').click();",
    "cy.eyesCheckWindow({ tag: 'Payment', target: 'region', selector: '#payment-form' });",
    'cy.eyesClose();',
  ]),
  'check-settings': js([
    'cy.eyesCheckWindow({',
    "  tag: 'Checkout',",
    '  fully: true,',
    "  ignore: [{ selector: '#clock' }],",
    "  floating: [{ selector: '#promo-banner', maxUpOffset: 20, maxDownOffset: 20, maxLeftOffset: 20, maxRightOffset: 20 }],",
    "  layout: [{ selector: '#recommendations' }],",
    '});',
    '',
    "cy.eyesCheckWindow({ tag: 'Receipt', target: 'region', selector: '#receipt', matchLevel: 'Content' });",
  ]),
  configuration: js(
    [
      'module.exports = {',
      "  appName: 'Web Shop',",
      '  branchName: process.env.GIT_BRANCH,',
      "  matchLevel: 'Strict',",
      '  waitBeforeCapture: 300,',
      "  batch: { name: 'Checkout suite' },",
      "  browser: [{ width: 1200, height: 800, name: 'chrome' }],",
      '};',
    ],
    'eyes.config.js',
  ),
  runners: js(
    [
      'module.exports = {',
      '  // renders run on the Ultrafast Grid, at most five at a time',
      '  testConcurrency: 5,',
      "  browser: [{ width: 1200, height: 800, name: 'chrome' }],",
      '};',
    ],
    'eyes.config.js',
  ),
  ufg: js(
    [
      'module.exports = {',
      '  browser: [',
      "    { width: 1200, height: 800, name: 'chrome' },",
      "    { width: 1200, height: 800, name: 'firefox' },",
      "    { width: 1024, height: 768, name: 'safari' },",
      "    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },",
      '  ],',
      '};',
    ],
    'eyes.config.js',
  ),
  batch: js(
    [
      'module.exports = {',
      '  batch: {',
      "    name: 'Checkout suite',",
      '    id: process.env.CI_PIPELINE_ID,',
      "    sequenceName: 'Checkout suite',",
      "    properties: [{ name: 'commit', value: process.env.GIT_COMMIT }],",
      '  },',
      '};',
    ],
    'eyes.config.js',
  ),
  'batch-close': js(
    [
      'module.exports = {',
      '  batch: { id: process.env.CI_PIPELINE_ID },',
      '  // parallel cypress run jobs keep the batch open; the last job closes it',
      '  dontCloseBatches: true,',
      '};',
    ],
    'eyes.config.js',
  ),
  advanced: js(
    [
      'module.exports = {',
      '  branchName: process.env.GIT_BRANCH,',
      "  parentBranchName: 'main',",
      "  baselineEnvName: 'Desktop 1200x800',",
      "  isDisabled: process.env.EYES_DISABLED === 'true',",
      '  saveNewTests: false,',
      '};',
    ],
    'eyes.config.js',
  ),
};

export const ROBOT: Record<Topic, Snippet> = {
  eyes: robot([
    '*** Test Cases ***',
    'Checkout Page Looks Right',
    '    Eyes Open    app_name=Web Shop    test_name=Checkout page',
    '    Eyes Check Window    Checkout',
    '    Click Button    id:pay',
    '    Eyes Check Region By Selector    css:#payment-form    Payment',
    '    Eyes Close Async',
    '    [Teardown]    Eyes Abort',
  ]),
  'check-settings': robot([
    '*** Test Cases ***',
    'Checkout With Regions',
    '    Eyes Open    app_name=Web Shop    test_name=Checkout regions',
    '    Eyes Check    Target Window    Fully',
    '    ...    Ignore Region By Selector    css:#clock',
    '    ...    Floating Region By Selector    css:#promo-banner    20',
    '    ...    Layout Region By Selector    css:#recommendations',
    '    ...    Name    Checkout',
    '    Eyes Check    Target Region By Selector    css:#receipt    Match Level    CONTENT    Name    Receipt',
    '    Eyes Close Async',
  ]),
  configuration: yaml([
    '# api_key is read from EYES_API_KEY',
    'app_name: Web Shop',
    'branch_name: ${GIT_BRANCH}',
    'match_level: STRICT',
    'viewport_size: {width: 1200, height: 800}',
    'wait_before_screenshots: 300',
    'batch:',
    '  name: Checkout suite',
  ]),
  runners: robot([
    '*** Settings ***',
    'Library    SeleniumLibrary',
    '# runner=web captures locally; runner=web_ufg renders on the Ultrafast Grid',
    'Library    EyesLibrary    runner=web_ufg    config=eyes.yaml',
    '',
    '*** Keywords ***',
    'Report Results',
    '    ${results}=    Eyes Get All Test Results',
    '    Log    ${results}',
  ]),
  ufg: yaml([
    'browsers:',
    '  - {width: 1200, height: 800, browser_type: CHROME}',
    '  - {width: 1200, height: 800, browser_type: FIREFOX}',
    '  - {width: 1024, height: 768, browser_type: SAFARI}',
    '  - {device_name: Pixel 7, screen_orientation: PORTRAIT}',
  ]),
  batch: yaml([
    'batch:',
    '  name: Checkout suite',
    '  id: ${CI_PIPELINE_ID}',
    '  sequence_name: Checkout suite',
    '  properties:',
    '    - {name: commit, value: ${GIT_COMMIT}}',
  ]),
  'batch-close': yaml([
    '# every parallel pabot process keeps the batch open',
    'dont_close_batches: true',
    'batch:',
    '  id: ${CI_PIPELINE_ID}',
  ]),
  advanced: yaml([
    'branch_name: ${GIT_BRANCH}',
    'parent_branch_name: main',
    'baseline_env_name: Desktop 1200x800',
    'is_disabled: ${EYES_DISABLED}',
    'save_new_tests: false',
  ]),
};

/** How a story file is written: Storybook's default (JavaScript, CSF 3) or Storybook for Angular (TypeScript). */
export type StoryFlavour = 'js' | 'angular';

/**
 * One component's stories: what the file imports and declares, then its stories. The file is
 * `src/<Component>.stories.js`, or in Angular `src/app/<component>/<component>.component.stories.ts`.
 */
interface StoryFile {
  /** Component class (`ButtonComponent` in Angular, `Button` elsewhere) without the suffix. */
  component: string;
  title: string;
  /** What the Angular component needs to render in isolation, as a decorator with its imports. */
  angular: { imports: string[]; comment: string; decorator: string };
  /** Extra imports of the story data, by path relative to the story file. */
  data?: { name: string; js: string; angular: string };
  /** The stories: name and object body lines. */
  stories: { name: string; body: string[]; comment?: string }[];
}

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/** A story file in the given flavour, written from the same stories. */
export function storyFile(file: StoryFile, flavour: StoryFlavour): Snippet {
  const angular = flavour === 'angular';
  const component = angular ? `${file.component}Component` : file.component;
  const stem = kebab(file.component);
  const story = angular ? ': Story' : '';
  const stories = file.stories.flatMap(({ name, body, comment }) => [
    '',
    ...(comment ? [`// ${comment}`] : []),
    ...(body.length === 1
      ? [`export const ${name}${story} = ${body[0]};`]
      : [`export const ${name}${story} = {`, ...body, '};']),
  ]);
  if (!angular) {
    return js(
      [
        `import { ${component} } from './${file.component}';`,
        ...(file.data ? [`import { ${file.data.name} } from '${file.data.js}';`] : []),
        '',
        `export default { title: '${file.title}', component: ${component} };`,
        ...stories,
      ],
      `src/${file.component}.stories.js`,
    );
  }
  return {
    lang: 'typescript',
    title: `src/app/${stem}/${stem}.component.stories.ts`,
    code: [
      `import { ${file.angular.imports[0]}, type Meta, type StoryObj } from '@storybook/angular';`,
      ...file.angular.imports.slice(1),
      `import { ${component} } from './${stem}.component';`,
      ...(file.data ? [`import { ${file.data.name} } from '${file.data.angular}';`] : []),
      '',
      `const meta: Meta<${component}> = {`,
      `  title: '${file.title}',`,
      `  component: ${component},`,
      `  // ${file.angular.comment}`,
      `  decorators: [${file.angular.decorator}],`,
      '};',
      'export default meta;',
      `type Story = StoryObj<${component}>;`,
      ...stories,
    ].join('\n'),
  };
}

const BUTTON_STORIES: StoryFile = {
  component: 'Button',
  title: 'Shop/Button',
  angular: {
    imports: ['applicationConfig', "import { provideNoopAnimations } from '@angular/platform-browser/animations';"],
    comment: 'no Angular animations: each story is captured in its final state',
    decorator: 'applicationConfig({ providers: [provideNoopAnimations()] })',
  },
  stories: [
    { name: 'Primary', body: ["{ args: { label: 'Pay now', primary: true } }"] },
    {
      name: 'Loading',
      body: [
        "  args: { label: 'Paying…', loading: true },",
        '  // the spinner animates: compare layout only',
        "  parameters: { eyes: { matchLevel: 'Layout' } },",
      ],
    },
  ],
};

const ORDER_SUMMARY_STORIES: StoryFile = {
  component: 'OrderSummary',
  title: 'Shop/Order summary',
  angular: {
    imports: ['moduleMetadata', "import { PriceComponent } from '../price/price.component';"],
    comment: 'the summary’s template shows each line with <app-price>',
    decorator: 'moduleMetadata({ declarations: [PriceComponent] })',
  },
  data: { name: 'fixedOrder', js: './fixtures', angular: '../testing/fixtures' },
  stories: [
    {
      name: 'OrderSummary',
      body: [
        '  args: { order: fixedOrder },',
        '  parameters: {',
        '    eyes: {',
        '      fully: true,',
        "      ignoreRegions: [{ selector: '.order-date' }],",
        "      floatingRegions: [{ selector: '.badge', maxUpOffset: 5, maxDownOffset: 5, maxLeftOffset: 5, maxRightOffset: 5 }],",
        "      layoutRegions: [{ selector: '.recommendations' }],",
        '    },',
        '  },',
      ],
    },
    {
      name: 'Playground',
      comment: 'leave a story out of the visual run',
      body: ['{ parameters: { eyes: { include: false } } }'],
    },
  ],
};

/** The Storybook topic samples; the two that are story files are written in the reader's flavour. */
export function storybookTopic(topic: Topic, flavour: StoryFlavour): Snippet {
  if (topic === 'eyes') return storyFile(BUTTON_STORIES, flavour);
  if (topic === 'check-settings') return storyFile(ORDER_SUMMARY_STORIES, flavour);
  return STORYBOOK_CONFIG[topic];
}

const STORYBOOK_CONFIG: Record<Exclude<Topic, 'eyes' | 'check-settings'>, Snippet> = {
  configuration: js(
    [
      'module.exports = {',
      "  appName: 'Web Shop components',",
      '  branchName: process.env.GIT_BRANCH,',
      "  matchLevel: 'Strict',",
      '  waitBeforeCapture: 300,',
      "  batch: { name: 'Component library' },",
      "  browser: [{ width: 1200, height: 800, name: 'chrome' }],",
      '};',
    ],
    'eyes.config.js',
  ),
  runners: js(
    [
      'module.exports = {',
      '  // stories rendered in parallel on the Ultrafast Grid',
      '  concurrency: 10,',
      "  browser: [{ width: 1200, height: 800, name: 'chrome' }],",
      '};',
    ],
    'eyes.config.js',
  ),
  ufg: js(
    [
      'module.exports = {',
      '  browser: [',
      "    { width: 1200, height: 800, name: 'chrome' },",
      "    { width: 1200, height: 800, name: 'firefox' },",
      "    { width: 1024, height: 768, name: 'safari' },",
      "    { deviceName: 'Galaxy S23', screenOrientation: 'portrait' },",
      '  ],',
      '};',
    ],
    'eyes.config.js',
  ),
  batch: js(
    [
      'module.exports = {',
      '  batch: {',
      "    name: 'Component library',",
      '    id: process.env.CI_PIPELINE_ID,',
      "    sequenceName: 'Component library',",
      "    properties: [{ name: 'commit', value: process.env.GIT_COMMIT }],",
      '  },',
      '};',
    ],
    'eyes.config.js',
  ),
  'batch-close': js(
    [
      'module.exports = {',
      '  batch: { id: process.env.CI_PIPELINE_ID },',
      '  // the app tests of the same pipeline add to this batch and close it',
      '  dontCloseBatches: true,',
      '};',
    ],
    'eyes.config.js',
  ),
  advanced: js(
    [
      'module.exports = {',
      '  branchName: process.env.GIT_BRANCH,',
      "  parentBranchName: 'main',",
      '  // check only the design-system stories on pull requests',
      "  include: ({ kind }) => kind.startsWith('Design System/'),",
      '  saveNewTests: false,',
      '};',
    ],
    'eyes.config.js',
  ),
};
