/**
 * The SDK pages as MDX text, generated from the catalogue, the profiles, the
 * API model and the samples. `node tools/content/generate-sdk-pages.mjs`
 * writes them to `content/docs/sdks/`; `pages.test.ts` fails when a
 * committed page differs from what this module renders.
 */
import { sdkFolderDocIds, standardSdkFolder, SDK_PAGE_LABELS, type SdkPageSlug } from '@docs/content-model';
import { API_CLASSES, type ApiClassSlug } from './api';
import { member, recase } from './languages';
import { profileOf, SDK_PROFILES, type SdkProfile } from './profiles';
import { memberLabel, memberSignature } from './signatures';
import * as code from './snippets';
import { CYPRESS, ROBOT, STORYBOOK, type Topic } from './special';

const DOCS = {
  matchLevels: '/concepts/best-practices/match-levels',
  ufg: '/concepts/test-execution/ultrafast-grid',
  devices: '/concepts/test-execution/ultrafast-grid-devices-browsers',
  batching: '/concepts/best-practices/batching',
  branching: '/concepts/best-practices/branching',
  apiKey: '/getting-started/retrieve-api-key',
  baselines: '/getting-started/eyes-workflow/baselines',
  review: '/concepts/reviewing-tests/review-results',
  parallel: '/concepts/test-execution/parallel-test-suites',
  variations: '/concepts/best-practices/baseline-variations',
  longPages: '/concepts/best-practices/pages-&-regions/capturing-long-pages',
  native: '/concepts/best-practices/native-mobile-library',
  statuses: '/getting-started/eyes-workflow/test-statuses',
} as const;

function fence(snippet: code.Snippet): string {
  const title = snippet.title ? `In \`${snippet.title}\`:\n\n` : '';
  return `${title}\`\`\`${snippet.lang}\n${snippet.code}\n\`\`\``;
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function page(
  p: SdkProfile,
  slug: SdkPageSlug,
  title: string,
  description: string,
  body: string[],
): { path: string; content: string } {
  const label = SDK_PAGE_LABELS[slug];
  const front = [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(description)}`,
    `sidebar_label: ${yamlString(label)}`,
    `sdks: [${p.sdk}]`,
    '---',
    '',
  ];
  return {
    path: `sdks/${p.folder}/${slug}.mdx`,
    content: `${[...front, `# ${title}`, '', ...body]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  };
}

const link = (p: SdkProfile, slug: string, text: string) =>
  `[${text}](/sdks/${p.folder}${slug === 'index' ? '' : `/${slug}`})`;

/** What a member is called in prose: `eyes.check`, `cy.eyesCheckWindow`, `Eyes Check`. */
function callName(p: SdkProfile, name: string, owner: ApiClassSlug = 'eyes'): string {
  const entry = API_CLASSES[owner].members.find((m) => m.name === name);
  if (!entry) return name;
  if (p.binding === 'cli') return name;
  const label = memberLabel(entry, p.ctx);
  return p.binding === 'oo' ? `${owner === 'eyes' ? (p.style === 'php' ? '$eyes->' : 'eyes.') : ''}${label}` : label;
}

function topicSnippet(p: SdkProfile, topic: Topic): code.Snippet {
  if (p.binding === 'cypress') return CYPRESS[topic];
  if (p.binding === 'robot') return ROBOT[topic];
  if (p.binding === 'storybook') return STORYBOOK[topic];
  switch (topic) {
    case 'eyes':
      return code.lifecycle(p);
    case 'check-settings':
      return code.checkSettings(p);
    case 'configuration':
      return code.configuration(p);
    case 'runners':
      return code.runners(p);
    case 'ufg':
      return code.ufg(p);
    case 'batch':
      return code.batch(p);
    case 'batch-close':
      return code.batchClose(p);
    case 'advanced':
      return code.advanced(p);
  }
}

function related(p: SdkProfile, items: [string, string][]): string[] {
  return [
    '## Related pages',
    '',
    ...items.map(([href, text]) => `- ${href.startsWith('/') ? `[${text}](${href})` : link(p, href, text)}`),
  ];
}

const where = (p: SdkProfile) =>
  p.entry.platform === 'web'
    ? 'web applications'
    : p.entry.platform === 'mobile-web'
      ? 'websites in mobile browsers'
      : p.entry.platform === 'mobile-native'
        ? 'native mobile apps'
        : p.entry.platform === 'component'
          ? 'UI components'
          : 'images and documents';

function install(p: SdkProfile): string[] {
  return [
    `<SdkInstall sdk="${p.sdk}">`,
    '',
    fence({ lang: p.entry.installLanguage, code: p.entry.installCommand }),
    '',
    '</SdkInstall>',
  ];
}

function apiKeyStep(p: SdkProfile): string[] {
  if (p.family === 'espresso')
    return [
      `Tests run on the device, so pass the key at build time: the Gradle snippet below reads \`EYES_API_KEY\` from the machine that builds the test APK. Get the key as described in [retrieving your API key](${DOCS.apiKey}).`,
    ];
  return [
    `The SDK reads your key from the \`EYES_API_KEY\` environment variable. Get it as described in [retrieving your API key](${DOCS.apiKey}), then set it in the shell that runs the tests (and as a secret in CI):`,
    '',
    fence({ lang: 'bash', code: 'export EYES_API_KEY=<your API key>' }),
  ];
}

function indexPage(p: SdkProfile) {
  const isCli = p.binding === 'cli';
  const pages: [string, string][] = isCli
    ? [
        ['quickstart', 'Quickstart'],
        ['configuration', 'Configuration'],
        ['changelog', 'Changelog'],
      ]
    : [
        ['quickstart', 'Quickstart'],
        ['eyes', 'The Eyes object'],
        ['check-settings', 'Check settings'],
        ['configuration', 'Configuration'],
        ['runners', 'Runners'],
        ['ufg', 'Ultrafast Grid'],
        ['batch-close', 'Closing batches'],
        ['advanced', 'Advanced usage'],
        ['reference/eyes', 'Class reference'],
        ['changelog', 'Changelog'],
      ];
  return page(p, 'index', `${p.name} SDK`, `What the ${p.name} SDK does, what it needs and where to start.`, [
    `The ${p.name} SDK adds visual checkpoints to ${p.testRunner === 'Cypress' ? 'Cypress tests' : isCli ? 'any build' : `${p.entry.framework} tests`} of ${where(p)}. Each checkpoint is compared with its approved [baseline](${DOCS.baselines}); differences appear in the Test Manager for review instead of failing on a pixel.`,
    '',
    '## How it works',
    '',
    p.about,
    '',
    '## At a glance',
    '',
    `<SdkFacts sdk="${p.sdk}" />`,
    '',
    '## When to use it',
    '',
    `Use it when ${isCli ? 'you want visual checks of files without writing test code' : `your tests already use ${p.entry.framework}${p.family === 'storybook' ? ' stories as the catalogue of your components' : ''}`} and you want to catch layout, styling and content regressions that functional assertions miss. Start with one or two checkpoints on the screens that matter most, then grow coverage as the baselines settle.`,
    '',
    '## Pages for this SDK',
    '',
    ...pages.map(([slug, text]) => `- ${link(p, slug, text)}`),
    '',
    '## Pitfalls',
    '',
    ...p.pitfalls.map((text) => `- ${text}`),
  ]);
}

function quickstartPage(p: SdkProfile) {
  const snippets = code.quickstart(p);
  const isCommand = p.binding === 'storybook' || p.binding === 'cli';
  return page(
    p,
    'quickstart',
    `Quickstart: ${p.name}`,
    `Install the ${p.name} SDK, add a first visual checkpoint and review the result.`,
    [
      `This guide adds one visual test to a ${p.testRunner === 'Cypress' ? 'Cypress project' : isCommand ? 'project' : `${p.testRunner} project`}: it ${isCommand ? 'checks every item once' : 'opens a checkout page, captures it and reports the result'}. It takes about ten minutes.`,
      '',
      '## Before you start',
      '',
      p.prerequisites,
      '',
      '## Install the SDK',
      '',
      ...install(p),
      '',
      '## Set your API key',
      '',
      ...apiKeyStep(p),
      '',
      `## ${isCommand ? 'Configure the run' : 'Write the test'}`,
      '',
      ...snippets.filter((s) => s.lang !== 'bash').flatMap((s) => [fence(s), '']),
      isCommand
        ? ''
        : `The test opens Eyes with an app name and a test name, which (with the environment) select the baseline, takes one checkpoint with ${'`'}${callName(p, 'check')}${'`'}, and closes. ${p.binding === 'oo' ? 'The abort in the teardown ends the test cleanly when an assertion fails before the close.' : ''}`,
      '',
      '## Run it',
      '',
      fence({ lang: 'bash', code: snippets.find((s) => s.lang === 'bash')?.code ?? p.runCommand }),
      '',
      `The first run has no baseline, so every checkpoint is saved as the new baseline and the test is reported as new. Run it again: now the checkpoints are compared and the test passes. Change something visible and run once more to see a difference in the [Test Manager](${DOCS.review}).`,
      '',
      '## Pitfalls',
      '',
      '- Keep app and test names stable; renaming either starts a new baseline.',
      ...p.pitfalls.map((text) => `- ${text}`),
      '',
      ...related(p, [
        ['index', `${p.name} overview`],
        ['configuration', 'Configuration'],
        [DOCS.statuses, 'Test statuses'],
      ]),
    ],
  );
}

const CHANGES: Record<string, string[][]> = {
  code: [
    [
      '4.2.0',
      'Added `ignoreDisplacements` to check settings, for lists whose items shift when one is inserted.',
      'Runner summaries include the batch URL.',
    ],
    [
      '4.1.0',
      'Branch baselines: `branchName` and `parentBranchName` in the configuration.',
      'Faster full-page capture of pages with sticky headers.',
    ],
    [
      '4.0.0',
      'The `Target` fluent API replaces the positional `check` overloads, which are removed.',
      'Node 18, Java 11, .NET 6, Python 3.8 and Ruby 3 are the minimum versions.',
    ],
  ],
  cli: [
    [
      '2.3.0',
      'PDF pages can be selected with `--pages 1-3,7`.',
      'The exit code is 1 when any file has differences, for CI gates.',
    ],
    [
      '2.2.0',
      '`--branch` and `--parent-branch` flags for branch baselines.',
      'Folders are scanned recursively; sub-folder names become part of test names.',
    ],
    [
      '2.0.0',
      'Requires Node 18. The `-f` short flag now means `--folder`.',
      'Each PDF page is a checkpoint of one test named after the file.',
    ],
  ],
};

function changelogPage(p: SdkProfile) {
  const entries = CHANGES[p.binding === 'cli' ? 'cli' : 'code'] ?? [];
  return page(
    p,
    'changelog',
    `Changelog: ${p.name}`,
    `Notable changes in releases of ${p.entry.packageName}, and how to upgrade.`,
    [
      `Notable changes in \`${p.entry.packageName}\`, newest first. Versions follow semantic versioning: a major version may remove deprecated calls, minor and patch versions do not.`,
      '',
      ...entries.flatMap(([version, ...items]) => [`## ${version}`, '', ...items.map((item) => `- ${item}`), '']),
      '## Upgrading',
      '',
      `Update the version in one step and run the suite once on a branch: a release that changes capture (for example scrolling or stitching) can produce differences in every test, which you accept as a batch. ${p.entry.installLanguage === 'kotlin' ? 'With `latest.release` Gradle picks the newest version; pin a version in CI for repeatable builds.' : ''}`,
      '',
      ...install(p),
      '',
      ...related(p, [
        ['quickstart', 'Quickstart'],
        ['configuration', 'Configuration'],
      ]),
    ],
  );
}

const CLI_FLAGS: [string, string, string][] = [
  ['--folder, -f', 'path', 'Folder of images or PDFs to check; sub-folders are included.'],
  ['--app-name, -a', 'text', 'Application name in the Test Manager; with the file name it selects the baseline.'],
  ['--api-key, -k', 'text', 'Your API key; `EYES_API_KEY` by default.'],
  ['--server-url, -s', 'URL', 'Dedicated or on-premises server; `EYES_SERVER_URL` by default.'],
  ['--batch-name, -b', 'text', 'Name of the batch the files report to.'],
  ['--batch-id', 'text', 'Joins an existing batch, such as the one of your app tests.'],
  ['--match-level', 'Strict, Layout, Content', 'How strictly images are compared.'],
  ['--branch / --parent-branch', 'text', 'Branch baselines, as in the code SDKs.'],
  ['--pages', 'list', 'PDF pages to check, for example `1-3,7`.'],
  ['--dry-run', '', 'Lists the checkpoints it would create without uploading.'],
];

function membersBlock(p: SdkProfile, slug: ApiClassSlug): string[] {
  const cls = API_CLASSES[slug];
  const rows = cls.members.flatMap((m) => {
    const signature = memberSignature(cls.name, m, p.ctx);
    if (!signature) return [];
    const description =
      p.binding === 'oo' || p.binding === 'cli'
        ? m.description
        : (m.descriptions?.[p.binding] ?? m.description)
            .replace('described by a `Target` expression', 'described by its target and options')
            .replace('; chain `region` to capture inside it', '')
            .replace(' with `fully()`', ' when `fully` is set');
    return [
      `<SdkMember name=${JSON.stringify(memberLabel(m, p.ctx))} signature={${JSON.stringify(signature)}}>${description}</SdkMember>`,
    ];
  });
  return [`<SdkMembers language="${p.entry.language}">`, ...rows, '</SdkMembers>'];
}

function configurationPage(p: SdkProfile) {
  if (p.binding === 'cli') {
    return page(
      p,
      'configuration',
      `Configuration: ${p.name}`,
      'The command-line flags and environment variables of Image Tester.',
      [
        'Image Tester takes its settings as flags; credentials come from environment variables so they stay out of scripts. Flags override variables.',
        '',
        '## Flags',
        '',
        '| Flag | Value | What it does |',
        '| --- | --- | --- |',
        ...CLI_FLAGS.map(([flag, value, text]) => `| \`${flag}\` | ${value} | ${text} |`),
        '',
        '## Example: a CI job',
        '',
        fence({
          lang: 'bash',
          code: 'image-tester \\\n  --folder ./build/reports \\\n  --app-name "Billing reports" \\\n  --batch-id "$CI_PIPELINE_ID" \\\n  --branch "$GIT_BRANCH" --parent-branch main \\\n  --match-level Content',
        }),
        '',
        `\`Content\` suits generated documents whose fonts may render slightly differently; see [match levels](${DOCS.matchLevels}).`,
        '',
        '## Pitfalls',
        '',
        '- Quote folder and app names with spaces.',
        '- Do not put the API key on the command line in shared CI logs; use the variable.',
        '',
        ...related(p, [
          ['quickstart', 'Quickstart'],
          [DOCS.batching, 'Batching'],
        ]),
      ],
    );
  }
  const where2 =
    p.binding === 'cypress' || p.binding === 'storybook'
      ? 'in `eyes.config.js` at the project root (environment variables fill the gaps)'
      : p.binding === 'robot'
        ? 'in `eyes.yaml`, passed to the library import'
        : 'on a `Configuration` object that you share between the tests of a suite';
  return page(
    p,
    'configuration',
    `Configuration: ${p.name}`,
    `Set credentials, batch, baseline selection and capture options for ${p.name} tests.`,
    [
      `Settings that apply to every test of a suite live ${where2}. Per-checkpoint settings belong in ${link(p, 'check-settings', 'check settings')} instead.`,
      '',
      '## Example',
      '',
      fence(topicSnippet(p, 'configuration')),
      '',
      '## Environment variables',
      '',
      '| Variable | Sets |',
      '| --- | --- |',
      '| `EYES_API_KEY` | the API key |',
      '| `EYES_SERVER_URL` | the server URL |',
      '| `EYES_BATCH_ID` | the batch ID, to join parallel jobs |',
      '| `EYES_BATCH_NAME` | the batch name |',
      '',
      '## Settings',
      '',
      ...membersBlock(p, 'configuration'),
      '',
      '## Pitfalls',
      '',
      '- Viewport size, browser and device are part of the baseline key: changing them creates new baselines instead of showing differences.',
      `- Set the match level per region rather than relaxing the whole suite; see [match levels](${DOCS.matchLevels}).`,
      '',
      ...related(p, [
        ['reference/configuration', 'Configuration reference'],
        ['advanced', 'Advanced usage'],
        [DOCS.variations, 'Baseline variations'],
      ]),
    ],
  );
}

function checkSettingsPage(p: SdkProfile) {
  return page(
    p,
    'check-settings',
    `Check settings: ${p.name}`,
    `Choose what a ${p.name} checkpoint captures and how strictly it is compared.`,
    [
      p.binding === 'cypress'
        ? 'Each `cy.eyesCheckWindow` takes an options object: what to capture (the window or a region), whether to capture the full page, regions to treat differently, and the match level.'
        : p.binding === 'storybook'
          ? 'Every story is one checkpoint. Its settings come from `eyes.config.js` and can be overridden per story with `parameters.eyes`.'
          : p.binding === 'robot'
            ? '`Eyes Check` takes a target keyword (`Target Window`, `Target Region By Selector`...) followed by modifier keywords for regions, match level and name.'
            : `A checkpoint is described with the fluent \`Target\` API: start with ${p.ctx.liveApp ? '`Target.window()`, `Target.region(...)`' : '`Target.image(...)`'}${p.ctx.browser ? ' or `Target.frame(...)`' : ''}, then chain how to compare it.`,
      '',
      '## Example',
      '',
      fence(topicSnippet(p, 'check-settings')),
      '',
      '## Choosing regions',
      '',
      '- **Ignore** content that is different on every run and does not matter: clocks, ads, random IDs.',
      '- **Floating** for content that may move a few pixels, such as a badge next to variable-length text.',
      '- **Layout** for content that changes by design but must keep its structure: feeds, recommendations.',
      '- **Content** when text must match but colours may change, such as themed components.',
      '',
      `Levels and their trade-offs are explained in [match levels](${DOCS.matchLevels}).`,
      '',
      '## Pitfalls',
      '',
      '- An ignore region hides real bugs in that area too; keep regions as small as the dynamic element.',
      `- Name checkpoints by what they show; ${p.ctx.liveApp ? `for pages longer than the screen see [capturing long pages](${DOCS.longPages}).` : 'images of different sizes never match, so crop consistently.'}`,
      '',
      ...related(p, [
        ['reference/check-settings', 'CheckSettings reference'],
        ['eyes', 'The Eyes object'],
      ]),
    ],
  );
}

function runnersPage(p: SdkProfile) {
  const body =
    p.binding === 'oo' || p.binding === 'robot'
      ? `A runner collects the results of the tests of a run. The **classic runner** captures screenshots on the ${p.entry.platform === 'mobile-native' ? 'device' : 'machine'} that runs the test.${p.ctx.browser ? ' The **Ultrafast Grid runner** uploads the DOM and resources of each checkpoint and renders them in many browsers and devices in parallel.' : ''} Create one runner per run and share it between the tests.`
      : `${p.binding === 'cypress' ? 'The plugin' : 'The command'} creates the runner for you and always uses the Ultrafast Grid: the DOM of each checkpoint is uploaded and rendered in every browser you configure. What you control is concurrency and the browser list.`;
  return page(
    p,
    'runners',
    `Runners: ${p.name}`,
    `Classic and Ultrafast Grid runners in ${p.name}, and how to collect the results of a run.`,
    [
      body,
      '',
      '## Set-up',
      '',
      fence(topicSnippet(p, 'runners')),
      '',
      '## Which runner',
      '',
      p.ctx.browser
        ? `Start with the classic runner when you test one browser. Move to the [Ultrafast Grid](${DOCS.ufg}) when you need several browsers or viewports: a run then takes about as long as one browser locally.`
        : `Use the classic runner: ${p.family === 'images' ? 'images are uploaded as they are' : 'native screens are captured on the device'}, so there is nothing for a rendering grid to do.${p.entry.platform === 'mobile-native' ? ` See the [native mobile library](${DOCS.native}) for device coverage.` : ''}`,
      '',
      '## Pitfalls',
      '',
      `- Collect results once, after the last test (${p.binding === 'robot' ? '`Eyes Get All Test Results`' : p.binding === 'oo' ? `\`${member(p.style, 'getAllTestResults')}\`` : 'the plugin does it when the run ends'}); collecting per test serialises the run.`,
      `- Concurrency is capped by your account; a higher value only queues renders. See [parallel test suites](${DOCS.parallel}).`,
      '',
      ...related(p, [
        ['reference/runner', 'Runner reference'],
        ['ufg', 'Ultrafast Grid'],
      ]),
    ],
  );
}

function ufgPage(p: SdkProfile) {
  const supported = p.ctx.browser;
  return page(
    p,
    'ufg',
    `Ultrafast Grid: ${p.name}`,
    `Render ${p.name} checkpoints in many browsers and devices at once.`,
    [
      `The [Ultrafast Grid](${DOCS.ufg}) renders each checkpoint's DOM and resources in the browsers and devices you list, in parallel, on the server.`,
      '',
      supported ? '## Configure browsers and devices' : '## Availability',
      '',
      ...(supported
        ? [
            fence(topicSnippet(p, 'ufg')),
            '',
            `Each entry is a separate environment with its own baseline. The full list of names is in [devices and browsers](${DOCS.devices}).`,
          ]
        : [
            p.family === 'images'
              ? 'Images are already rendered, so the grid has nothing to render: each image is compared as uploaded. To cover several screen sizes, upload one image per size under the same test name; the size is part of the baseline key.'
              : `Native screens have no DOM to re-render, so this SDK captures on the device that runs the test. Cover more devices by running the suite on each (in parallel jobs sharing one batch), as described in the [native mobile library](${DOCS.native}).`,
            '',
            fence(topicSnippet(p, 'runners')),
          ]),
      '',
      '## Pitfalls',
      '',
      supported
        ? '- The grid renders what it is sent: pages that load content after the checkpoint (lazy images, late requests) need a wait or a check after the content appears.'
        : '- Do not compare screenshots of different devices under one baseline; give each device its own environment or use a baseline environment name deliberately.',
      '- Add browsers gradually: every new environment starts with a new baseline to approve.',
      '',
      ...related(p, [
        ['runners', 'Runners'],
        ['configuration', 'Configuration'],
      ]),
    ],
  );
}

function advancedPage(p: SdkProfile) {
  return page(
    p,
    'advanced',
    `Advanced usage: ${p.name}`,
    `Branches, shared baselines, disabling checks and other settings for mature ${p.name} suites.`,
    [
      'Once a suite runs reliably, these settings make it fit your workflow: baselines per branch, one baseline for equivalent environments, switching checks off locally, and review before new tests are saved.',
      '',
      '## Example',
      '',
      fence(topicSnippet(p, 'advanced')),
      '',
      '## When to use each',
      '',
      `- **Branches**: run visual tests on feature branches without touching main's baselines; accepted changes merge with the branch. See [branching](${DOCS.branching}).`,
      `- **Baseline environment name**: make equivalent environments share one baseline. See [baseline variations](${DOCS.variations}).`,
      "- **Disabled**: keep Eyes calls in the code but skip them where there is no API key, such as contributors' machines.",
      '- **Save new tests off**: new tests stay unresolved until a reviewer accepts them, so nothing is approved by accident.',
      '',
      '## Pitfalls',
      '',
      '- A branch name taken from CI must be the same in every job of a run; detached-HEAD checkouts often report `HEAD`, so read the CI variable instead.',
      '',
      ...related(p, [
        ['configuration', 'Configuration'],
        ['batch-close', 'Closing batches'],
      ]),
    ],
  );
}

function batchClosePage(p: SdkProfile) {
  return page(
    p,
    'batch-close',
    `Closing batches: ${p.name}`,
    `Group ${p.name} tests of one CI run in a batch and close it when the last job ends.`,
    [
      `A batch groups the tests of a run for review. By default a batch closes when its runner finishes. When a run is split across parallel jobs, every job must use the same batch ID and only the last step should close it. Background: [batching](${DOCS.batching}).`,
      '',
      '## One batch per run',
      '',
      fence(topicSnippet(p, 'batch')),
      '',
      '## Closing the batch yourself',
      '',
      fence(topicSnippet(p, 'batch-close')),
      '',
      'Close the batch in a final CI step that depends on all test jobs, so its status and notifications reflect the whole run.',
      '',
      '## Pitfalls',
      '',
      '- A random batch ID per job splits one run into many batches; derive the ID from the CI pipeline.',
      '- A batch that is never closed stays in progress and sends no notification.',
      '',
      ...related(p, [
        ['reference/batch-info', 'BatchInfo reference'],
        ['runners', 'Runners'],
      ]),
    ],
  );
}

function eyesPage(p: SdkProfile) {
  const open = callName(p, 'open');
  const check = callName(p, 'check');
  const close = p.binding === 'oo' ? callName(p, 'closeAsync') : callName(p, 'close');
  return page(
    p,
    'eyes',
    `The Eyes object: ${p.name}`,
    `Open, check, close and abort: the life cycle of a visual test in ${p.name}.`,
    [
      p.binding === 'storybook'
        ? 'The Storybook SDK creates one Eyes test per story: it opens the test with the component and story names, checks the rendered story and closes it. You influence each test through story parameters.'
        : `Every visual test follows the same life cycle: \`${open}\` starts it, each \`${check}\` adds a checkpoint, and \`${close}\` ends it.${p.binding === 'oo' ? ` If the test fails before the close, \`${callName(p, 'abort')}\` ends it cleanly.` : ''}`,
      '',
      '## Example',
      '',
      fence(topicSnippet(p, 'eyes')),
      '',
      '## What each step does',
      '',
      `- **Open** names the test: the app name and test name, with the ${p.ctx.browser ? 'browser, OS and viewport' : p.family === 'images' ? 'host OS and image size' : 'device and OS'}, select the baseline.`,
      '- **Check** captures and uploads one checkpoint; the comparison runs on the server while the test continues.',
      '- **Close** ends the test. Closing without waiting lets the runner collect the results at the end; closing and waiting fails the test right away on differences.',
      '',
      '## Pitfalls',
      '',
      '- One Eyes test per test case: sharing an open test between test cases mixes their checkpoints.',
      '- A test that is neither closed nor aborted stays running until it times out, and its batch cannot finish.',
      '',
      ...related(p, [
        ['reference/eyes', 'Eyes reference'],
        ['check-settings', 'Check settings'],
        [DOCS.statuses, 'Test statuses'],
      ]),
    ],
  );
}

const REFERENCE_INTRO: Record<ApiClassSlug, (p: SdkProfile) => string> = {
  eyes: (p) =>
    p.binding === 'cypress'
      ? 'The Cypress commands that open, check and close a visual test.'
      : p.binding === 'robot'
        ? 'The keywords of `EyesLibrary` that open, check and close a visual test.'
        : p.binding === 'storybook'
          ? "The Storybook SDK runs the Eyes life cycle for you; these are the settings that shape each story's test."
          : 'The class that opens a visual test, takes checkpoints and closes it.',
  configuration: (p) =>
    p.binding === 'oo'
      ? 'Settings shared by the tests that use the configuration.'
      : 'Keys of the configuration file shared by every test of the run.',
  'check-settings': (p) =>
    p.binding === 'oo'
      ? 'What one checkpoint captures and how it is compared, built with `Target`.'
      : 'Options of one checkpoint: what it captures and how it is compared.',
  runner: (p) =>
    p.binding === 'oo'
      ? 'The runners that execute tests and collect their results.'
      : 'Settings of the runner that executes the checkpoints and collects results.',
  'batch-info': () => 'The batch that groups the tests of one run.',
};

function referencePage(p: SdkProfile, slug: ApiClassSlug) {
  const cls = API_CLASSES[slug];
  const label = SDK_PAGE_LABELS[`reference/${slug}`];
  const title = `${label} ${p.binding === 'oo' ? 'class' : 'reference'} (${p.name})`;
  const example: Topic =
    slug === 'eyes'
      ? 'eyes'
      : slug === 'configuration'
        ? 'configuration'
        : slug === 'check-settings'
          ? 'check-settings'
          : slug === 'runner'
            ? 'runners'
            : 'batch';
  const guide =
    slug === 'eyes'
      ? 'eyes'
      : slug === 'configuration'
        ? 'configuration'
        : slug === 'check-settings'
          ? 'check-settings'
          : slug === 'runner'
            ? 'runners'
            : 'batch-close';
  return page(
    p,
    `reference/${slug}`,
    title,
    `${cls.summary.replace(/\.$/, '')}: members of ${label} in the ${p.name} SDK.`,
    [
      `${REFERENCE_INTRO[slug](p)} Signatures are written in ${p.entry.language === 'robotframework' ? 'Robot Framework syntax' : recase(p.entry.language, 'pascal').replace('Csharp', 'C#').replace('Javascript', 'JavaScript').replace('Typescript', 'TypeScript').replace('Php', 'PHP')}${p.binding === 'cypress' || p.binding === 'storybook' ? ' with TypeScript types' : ''}.`,
      '',
      '## Members',
      '',
      ...membersBlock(p, slug),
      '',
      '## Example',
      '',
      fence(topicSnippet(p, example)),
      '',
      ...related(p, [
        [guide, `${SDK_PAGE_LABELS[guide as SdkPageSlug]} guide`],
        ['index', `${p.name} overview`],
      ]),
    ],
  );
}

/** Every SDK page, as a path under `content/docs/` and its MDX text. */
export function renderSdkPages(): { path: string; content: string }[] {
  return SDK_PROFILES.flatMap((p) => {
    const kind = p.entry.kind;
    const folder = standardSdkFolder({ dir: `sdks/${p.folder}`, sdk: p.sdk, kind });
    const render = (slug: string) => {
      switch (slug) {
        case 'index':
          return indexPage(p);
        case 'quickstart':
          return quickstartPage(p);
        case 'changelog':
          return changelogPage(p);
        case 'configuration':
          return configurationPage(p);
        case 'check-settings':
          return checkSettingsPage(p);
        case 'runners':
          return runnersPage(p);
        case 'ufg':
          return ufgPage(p);
        case 'advanced':
          return advancedPage(p);
        case 'batch-close':
          return batchClosePage(p);
        case 'eyes':
          return eyesPage(p);
        default:
          return referencePage(p, slug.replace('reference/', '') as ApiClassSlug);
      }
    };
    return sdkFolderDocIds(folder).map((id) => render(id.slice(folder.dir.length + 1)));
  });
}

export { profileOf };
