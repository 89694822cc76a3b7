/** The SDK's overview, quickstart and changelog pages. */
import { API_CLASSES } from '../api';
import { member } from '../languages';
import { memberLabel } from '../signatures';
import * as code from '../snippets';
import type { SdkProfile } from '../profiles';
import { worksWith } from '../suites';
import {
  API_KEY_PLACEHOLDER,
  API_KEY_VARIABLE,
  apiKeyRoute,
  RESULTS_UI,
  SDK_VERSION,
  setVariableCommand,
  XCODEBUILD_TEST_PREFIX,
} from '@docs/sdk-catalog';
import { Code, CodeTab, CodeTabs, MdList, SdkFacts, SdkInstall, Section, SetApiKey } from './blocks';
import { DOCS, P, hasPage, pageHref, Related, subjectOf, type SdkPageTemplate, callName } from './shared';

/**
 * The install line of the SDK, with its registry and where it goes. Maven packages that Maven
 * builds use too are shown for both build tools, as tabs: the Gradle line and the pom's
 * `<dependency>`, both at the pinned release.
 */
export function Install({ p }: { p: SdkProfile }) {
  const gradle = <Code snippet={{ lang: p.entry.installLanguage, code: p.entry.installCommand }} />;
  return (
    <SdkInstall sdk={p.sdk}>
      {p.entry.pomDependency ? (
        <CodeTabs label="Build tool">
          <CodeTab language={p.entry.installLanguage} label="Gradle">
            {gradle}
          </CodeTab>
          <CodeTab language="xml" label="Maven">
            <Code snippet={{ lang: 'xml', code: p.entry.pomDependency }} />
          </CodeTab>
        </CodeTabs>
      ) : (
        gradle
      )}
    </SdkInstall>
  );
}

function ApiKeyStep({ p }: { p: SdkProfile }) {
  const retrieve = `Get it as described in [retrieving your API key](${DOCS.apiKey}).`;
  const route = apiKeyRoute(p.entry.key);
  if (route === 'instrumentation-argument') {
    return (
      <>
        <P>
          {`Tests run on the device, where your shell's variables do not reach: the Gradle snippet below reads \`${API_KEY_VARIABLE}\` on the machine that runs the tests and hands it to the test run as an instrumentation argument, so it is never compiled into your app. ${retrieve} Then set it in the shell that runs Gradle (and as a secret in CI):`}
        </P>
        <SetApiKey />
      </>
    );
  }
  if (route === 'xcodebuild') {
    return (
      <>
        <P>
          {`The SDK reads your key from the \`${API_KEY_VARIABLE}\` environment variable of the test process, which runs in the simulator. \`xcodebuild\` passes it on from your shell when the variable's name starts with \`${XCODEBUILD_TEST_PREFIX}\` (and drops the prefix). ${retrieve} Then, in the shell that runs \`xcodebuild\` (and as a secret in CI):`}
        </P>
        <Code
          snippet={{
            lang: 'bash',
            code: setVariableCommand('posix', XCODEBUILD_TEST_PREFIX + API_KEY_VARIABLE, API_KEY_PLACEHOLDER),
          }}
        />
        <P>
          {`When you run the tests from Xcode instead, add \`${API_KEY_VARIABLE}\` to the test action's environment variables in the scheme, and keep the scheme out of version control.`}
        </P>
      </>
    );
  }
  const where =
    p.binding === 'cli'
      ? 'the shell that runs `image-tester`'
      : p.binding === 'storybook'
        ? 'the shell that runs the Storybook command'
        : 'the shell that runs the tests';
  return (
    <>
      <P>{`The SDK reads your key from the \`${API_KEY_VARIABLE}\` environment variable. ${retrieve} Then set it in ${where}:`}</P>
      <SetApiKey />
    </>
  );
}

/** The overview's advice on when the SDK fits and where to start, in the terms of what it checks. */
function whenToUse(p: SdkProfile): string {
  const regressions = 'layout, styling and content regressions that functional assertions miss';
  if (p.binding === 'cli') {
    return `Use it to check the documents and images your build produces, such as PDF reports, invoices and exported screenshots, without writing test code. It catches changes in layout, styling and content that comparing text or file sizes would miss. Every file in the folder is a checkpoint, so start with a folder of the few documents that matter most, then add folders as the baselines settle.`;
  }
  if (p.family === 'storybook') {
    return `Use it when your ${p.entry.framework} stories are the catalogue of your components and you want to catch ${regressions}. Every story is checked on every run; leave out stories that are not worth a baseline, such as playgrounds, with \`parameters.eyes.include: false\`, and start with one browser before adding more.`;
  }
  if (p.family === 'images') {
    return `Use it when the screens to check already exist as files (from your own capture tool, a design export or a PDF renderer) and you want to catch ${regressions} without driving the application again. Start with the images of the screens that matter most, then add more as the baselines settle.`;
  }
  return `Use it when your tests already use ${p.entry.framework} and you want to catch ${regressions}. Start with one or two checkpoints on the screens that matter most, then grow coverage as the baselines settle.`;
}

export const overview: SdkPageTemplate = {
  title: (p) => `${p.name} SDK`,
  description: (p) => `What the ${p.name} SDK does, what it needs and where to start.`,
  Page: ({ p }) => {
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
    const tests =
      p.testRunner === 'Cypress'
        ? 'Cypress tests'
        : isCli
          ? 'any build'
          : p.family === 'images'
            ? `your ${p.testRunner} tests`
            : `${p.entry.framework} tests`;
    return (
      <>
        <P>
          {`The ${p.name} SDK adds visual checkpoints to ${tests} of ${subjectOf(p)}. Each checkpoint is compared with its approved [baseline](${DOCS.baselines}); differences appear in the ${RESULTS_UI.name} for review instead of failing on a pixel.`}
        </P>
        <Section title="How it works">
          <P>{p.about}</P>
        </Section>
        <Section title="At a glance">
          <SdkFacts sdk={p.sdk} />
        </Section>
        <Section title="When to use it">
          <P>{whenToUse(p)}</P>
        </Section>
        <Section title="Pages for this SDK">
          <ul>
            {pages
              .filter(([slug]) => hasPage(p, slug))
              .map(([slug, text]) => (
                <li key={slug}>
                  <a href={pageHref(p, slug)}>{text}</a>
                </li>
              ))}
          </ul>
        </Section>
        <Section title="Pitfalls">
          <MdList items={p.pitfalls} />
        </Section>
      </>
    );
  },
};

/** The quickstart's first sentence: what it adds to which project, and what the test does. */
function quickstartIntro(p: SdkProfile): string {
  if (p.binding === 'cli') {
    return 'This guide runs Image Tester over a folder: every image and every PDF page in it becomes a checkpoint, compared with its baseline.';
  }
  if (p.family === 'storybook') {
    return `This guide adds visual tests to your ${p.entry.framework}: every story becomes one test, rendered and checked once per run.`;
  }
  const project =
    p.family === 'espresso'
      ? "your app's Espresso instrumented tests"
      : p.family === 'xcui'
        ? "your app's XCUITest UI test target"
        : p.family === 'xctest'
          ? 'your XCTest test target'
          : `your ${p.testRunner} project`;
  const test =
    p.entry.platform === 'mobile-native'
      ? 'launches your app, captures its checkout screen and reports the result'
      : p.entry.platform === 'images'
        ? 'uploads one screenshot file, compares it with its baseline and reports the result'
        : p.entry.platform === 'mobile-web'
          ? "opens the Web Shop's checkout page in the device's browser, captures it and reports the result"
          : "opens the Web Shop's checkout page, captures it and reports the result";
  return `This guide adds one visual test to ${project}: it ${test}.`;
}

/** What the quickstart's test code does, in the words of the framework's set-up. */
function whatTheTestDoes(p: SdkProfile): string {
  if (p.family === 'webdriverio') {
    return 'The service opens an Eyes test before each test, named after it, and closes it afterwards; the spec takes one checkpoint with `browser.eyesCheck`. App name and test name (with the environment) select the baseline.';
  }
  if (p.family === 'cypress') {
    return `The test opens Eyes with a test name (the app name comes from \`eyes.config.js\`), which with the environment select the baseline, takes one checkpoint with \`${callName(p, 'check')}\`, and closes.`;
  }
  const abort =
    p.binding === 'oo'
      ? ' The abort in the teardown ends the test cleanly when an assertion fails before the close.'
      : '';
  return `The test opens Eyes with an app name and a test name, which (with the environment) select the baseline, takes one checkpoint with \`${callName(p, 'check')}\`, and closes.${abort}`;
}

/**
 * What the quickstart's `getAllTestResults(false)` means for the build, where its code calls it: the
 * run passes when Eyes finds differences (the results are returned, not thrown), and the default,
 * `true`, throws on them (api.ts). Tests on a device print to the device's log, not the build's.
 */
function resultsNote(p: SdkProfile, code: string): string | undefined {
  const name = member(p.style, 'getAllTestResults');
  const arg = (value: boolean) => {
    const literal = p.style === 'python' ? (value ? 'True' : 'False') : String(value);
    return p.style === 'swift' ? `throwException: ${literal}` : literal;
  };
  const lenient = `${name}(${arg(false)})`;
  if (!code.includes(lenient)) return undefined;
  const raises =
    p.style === 'python' || p.style === 'ruby'
      ? 'raises an exception'
      : p.style === 'swift'
        ? 'throws an error'
        : 'throws an exception';
  const log =
    p.family === 'espresso'
      ? ' The summary it prints goes to the device’s log (`adb logcat`), not to Gradle’s output.'
      : p.family === 'xcui' || p.family === 'xctest'
        ? ' The summary it prints goes to the test runner’s log in the simulator (kept in the `.xcresult` bundle), not to `xcodebuild`’s output.'
        : '';
  return `With \`${lenient}\` the run passes even when Eyes finds differences: they wait for your review in the ${RESULTS_UI.name}. To make the build fail on them, in CI for example, call \`${name}(${arg(true)})\`, which ${raises} when a test has differences or fails.${log}`;
}

export const quickstart: SdkPageTemplate = {
  title: (p) => `Quickstart: ${p.name}`,
  description: (p) => `Install the ${p.name} SDK, add a first visual checkpoint and review the result.`,
  Page: ({ p }) => {
    const snippets = code.quickstart(p);
    const isCommand = p.binding === 'storybook' || p.binding === 'cli';
    const note = resultsNote(p, snippets.map((s) => s.code).join('\n'));
    const setUp = snippets.filter((s) => s.lang !== 'bash');
    // The key is set in its own step: the run is the command alone.
    const run = (snippets.find((s) => s.lang === 'bash')?.code ?? p.runCommand)
      .split('\n')
      .filter((line) => !line.startsWith('export EYES_API_KEY'))
      .join('\n');
    return (
      <>
        <P>{`${quickstartIntro(p)} It takes about ten minutes.`}</P>
        <Section title="Before you start">
          <P>{p.prerequisites}</P>
        </Section>
        <Section title="Install the SDK">
          <Install p={p} />
        </Section>
        <Section title="Set your API key">
          <ApiKeyStep p={p} />
        </Section>
        {setUp.length > 0 && (
          <Section title={isCommand ? 'Configure the run' : 'Write the test'}>
            {setUp.map((s) => (
              <Code key={s.code} snippet={s} />
            ))}
            {!isCommand && <P>{whatTheTestDoes(p)}</P>}
          </Section>
        )}
        <Section title="Run it">
          <Code snippet={{ lang: 'bash', code: run }} />
          <P>
            {`The first run has no baseline, so every checkpoint is saved as the new baseline and the test is reported as new. Run it again: now the checkpoints are compared and the test passes. Change something visible and run once more to see a difference in the [${RESULTS_UI.name}](${DOCS.review}).`}
          </P>
          {note && <P>{note}</P>}
        </Section>
        <Section title="Pitfalls">
          <MdList
            items={[
              ...(isCommand ? [] : ['Keep app and test names stable; renaming either starts a new baseline.']),
              ...p.pitfalls,
            ]}
          />
        </Section>
        <Related
          p={p}
          items={[
            ['index', `${p.name} overview`],
            ['configuration', 'Configuration'],
            [DOCS.statuses, 'Test statuses'],
          ]}
        />
      </>
    );
  },
};

/** Image Tester's releases: flags and behaviour of the command. */
const CLI_RELEASES: readonly (readonly [string, ...string[]])[] = [
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
];

/** A configuration member as the SDK spells it: `setBranchName`, `BranchName`, `branch_name`. */
function configName(p: SdkProfile, name: string): string {
  const entry = API_CLASSES.configuration.members.find((m) => m.name === name);
  if (!entry) throw new Error(`content/sdk-data/templates/overview.tsx: no Configuration member "${name}" in api.ts`);
  return memberLabel(entry, p.ctx);
}

/**
 * The SDK's releases, newest first, in its own terms: member names spelled as the SDK spells
 * them, and only APIs it has (Robot has keywords, Cypress and Storybook options, no `Target`).
 */
function releases(p: SdkProfile): readonly (readonly [string, ...string[]])[] {
  if (p.binding === 'cli') return CLI_RELEASES;
  const branches = `\`${configName(p, 'branchName')}\` and \`${configName(p, 'parentBranchName')}\``;
  const shifting = 'for lists whose items shift when one is inserted';
  switch (p.binding) {
    case 'robot':
      return [
        ['4.2.0', 'The results of `Eyes Get All Test Results` include the batch URL.'],
        [
          '4.1.0',
          `Branch baselines: ${branches} in \`eyes.yaml\`.`,
          'Faster full-page capture (`Fully`) of pages with sticky headers.',
        ],
        [
          '4.0.0',
          '`Eyes Check` takes a target keyword (`Target Window`, `Target Region By Selector`) followed by modifier keywords.',
          minimumRuntime(p),
        ],
      ];
    case 'cypress':
      return [
        [
          '4.2.0',
          `Added \`ignoreDisplacements\` to the options of \`cy.eyesCheckWindow\`, ${shifting}.`,
          'The summary printed when `cypress run` ends includes the batch URL.',
        ],
        [
          '4.1.0',
          `Branch baselines: ${branches} in \`eyes.config.js\`.`,
          'Faster full-page capture of pages with sticky headers.',
        ],
        [
          '4.0.0',
          '`cy.eyesCheckWindow` takes one options object (`target`, `fully`, regions, `matchLevel`).',
          minimumRuntime(p),
        ],
      ];
    case 'storybook':
      return [
        [
          '4.2.0',
          `Added \`ignoreDisplacements\` to \`parameters.eyes\`, ${shifting}.`,
          'The summary printed when `npx eyes-storybook` ends includes the batch URL.',
        ],
        [
          '4.1.0',
          `Branch baselines: ${branches} in \`eyes.config.js\`.`,
          'Faster capture of stories taller than the viewport with `fully: true`.',
        ],
        ['4.0.0', 'Per-story settings move to `parameters.eyes`.', minimumRuntime(p)],
      ];
    case 'oo':
      return [
        [
          '4.2.0',
          `Added \`${member(p.style, 'ignoreDisplacements')}\` to check settings, ${shifting}.`,
          'Runner summaries include the batch URL.',
        ],
        ['4.1.0', `Branch baselines: ${branches} in the configuration.`, fasterCapture(p)],
        [
          '4.0.0',
          'The `Target` fluent API replaces the positional `check` overloads, which are removed.',
          minimumRuntime(p),
        ],
      ];
  }
}

/** The 4.1.0 capture change, in the terms of what the SDK captures. */
function fasterCapture(p: SdkProfile): string {
  if (p.entry.platform === 'mobile-native')
    return 'Faster full-screen capture of scroll views with sticky headers or tab bars.';
  if (p.entry.platform === 'images')
    return 'Faster upload of large images: they are compressed before they leave the machine.';
  return 'Faster full-page capture of pages with sticky headers.';
}

/** The oldest runtime of the SDK's language that its 4.x releases support, as a sentence. */
function minimumRuntime(p: SdkProfile): string {
  switch (p.entry.language) {
    case 'java':
      return `${p.family === 'espresso' ? 'Android API level 24 (Android 7.0)' : 'Java 11'} is the minimum version.`;
    case 'csharp':
      return '.NET 6 is the minimum version.';
    case 'python':
    case 'robotframework':
      return 'Python 3.8 is the minimum version.';
    case 'ruby':
      return 'Ruby 3.0 is the minimum version.';
    case 'php':
      return 'PHP 8.1 is the minimum version.';
    case 'swift':
      return 'iOS 15 is the minimum deployment target, and Xcode 14 the minimum to build with.';
    default:
      return 'Node.js 18 is the minimum version.';
  }
}

/** What in a release can change every checkpoint, for the upgrade advice. */
function captureChange(p: SdkProfile): string {
  if (p.binding === 'cli') return 'changes how PDF pages are rasterised';
  if (p.family === 'images') return 'changes how images are prepared for upload';
  if (p.family === 'storybook') return 'changes how stories are rendered';
  return 'changes capture (for example scrolling or stitching)';
}

export const changelog: SdkPageTemplate = {
  title: (p) => `Changelog: ${p.name}`,
  description: (p) => `Notable changes in releases of ${p.entry.packageName}, and how to upgrade.`,
  Page: ({ p }) => (
    <>
      <P>
        {`Notable changes in \`${p.entry.packageName}\`, newest first. Versions follow semantic versioning: a major version may remove deprecated calls, minor and patch versions do not.`}
      </P>
      {releases(p).map(([version, ...items]) => (
        <Section key={version} title={version}>
          <MdList items={items} />
        </Section>
      ))}
      <Section title="Compatibility">
        <P>{`The current major version works with ${worksWith(p)}.`}</P>
      </Section>
      <Section title="Upgrading">
        <P>
          {`Update the version in one step and run the suite once on a branch: a release that ${captureChange(p)} can produce differences in every test, which you accept as a batch.${p.entry.registry === 'maven' ? ` The install line names the version (\`${SDK_VERSION}\`), so every build resolves the same package: raise it there.` : ''}`}
        </P>
        <Install p={p} />
      </Section>
      <Related
        p={p}
        items={[
          ['quickstart', 'Quickstart'],
          ['configuration', 'Configuration'],
        ]}
      />
    </>
  ),
};
