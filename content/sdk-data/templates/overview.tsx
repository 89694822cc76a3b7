/** The SDK's overview, quickstart and changelog pages. */
import * as code from '../snippets';
import type { SdkProfile } from '../profiles';
import { worksWith } from '../suites';
import {
  API_KEY_PLACEHOLDER,
  API_KEY_VARIABLE,
  apiKeyRoute,
  RESULTS_UI,
  setVariableCommand,
  XCODEBUILD_TEST_PREFIX,
} from '@docs/sdk-catalog';
import { Code, MdList, SdkFacts, SdkInstall, Section, SetApiKey } from './blocks';
import { DOCS, P, pageHref, Related, subjectOf, type SdkPageTemplate, callName } from './shared';

/** The install line of the SDK, with its registry and where it goes. */
export function Install({ p }: { p: SdkProfile }) {
  return (
    <SdkInstall sdk={p.sdk}>
      <Code snippet={{ lang: p.entry.installLanguage, code: p.entry.installCommand }} />
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
    const tests = p.testRunner === 'Cypress' ? 'Cypress tests' : isCli ? 'any build' : `${p.entry.framework} tests`;
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
          <P>
            {`Use it when ${isCli ? 'you want visual checks of files without writing test code' : `your tests already use ${p.entry.framework}${p.family === 'storybook' ? ' stories as the catalogue of your components' : ''}`} and you want to catch layout, styling and content regressions that functional assertions miss. Start with one or two checkpoints on the screens that matter most, then grow coverage as the baselines settle.`}
          </P>
        </Section>
        <Section title="Pages for this SDK">
          <ul>
            {pages.map(([slug, text]) => (
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
  const abort =
    p.binding === 'oo'
      ? ' The abort in the teardown ends the test cleanly when an assertion fails before the close.'
      : '';
  return `The test opens Eyes with an app name and a test name, which (with the environment) select the baseline, takes one checkpoint with \`${callName(p, 'check')}\`, and closes.${abort}`;
}

export const quickstart: SdkPageTemplate = {
  title: (p) => `Quickstart: ${p.name}`,
  description: (p) => `Install the ${p.name} SDK, add a first visual checkpoint and review the result.`,
  Page: ({ p }) => {
    const snippets = code.quickstart(p);
    const isCommand = p.binding === 'storybook' || p.binding === 'cli';
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
        </Section>
        <Section title="Pitfalls">
          <MdList items={['Keep app and test names stable; renaming either starts a new baseline.', ...p.pitfalls]} />
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

const CHANGES: Record<'code' | 'cli', string[][]> = {
  code: [
    [
      '4.2.0',
      'Added `ignoreDisplacements` to check settings, for lists whose items shift when one is inserted.',
      'Runner summaries include the batch URL.',
    ],
    ['4.1.0', 'Branch baselines: `branchName` and `parentBranchName` in the configuration.', 'FULL_CAPTURE'],
    ['4.0.0', 'The `Target` fluent API replaces the positional `check` overloads, which are removed.', 'MINIMUM'],
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

/** A changelog entry in the SDK's terms: the entries that differ by language or platform are placeholders. */
function changeFor(p: SdkProfile, item: string): string {
  if (item === 'MINIMUM') return `${minimumRuntime(p)} is the minimum version.`;
  if (item !== 'FULL_CAPTURE') return item;
  if (p.entry.platform === 'mobile-native')
    return 'Faster full-screen capture of scroll views with sticky headers or tab bars.';
  if (p.entry.platform === 'images')
    return 'Faster upload of large images: they are compressed before they leave the machine.';
  return 'Faster full-page capture of pages with sticky headers.';
}

/** The oldest runtime of the SDK's language that its 4.x releases support. */
function minimumRuntime(p: SdkProfile): string {
  switch (p.entry.language) {
    case 'java':
      return p.family === 'espresso' ? 'Android API level 24 (Android 7.0)' : 'Java 11';
    case 'csharp':
      return '.NET 6';
    case 'python':
    case 'robotframework':
      return 'Python 3.8';
    case 'ruby':
      return 'Ruby 3.0';
    case 'php':
      return 'PHP 8.1';
    case 'swift':
      return 'iOS 15, built with Xcode 14';
    default:
      return 'Node.js 18';
  }
}

export const changelog: SdkPageTemplate = {
  title: (p) => `Changelog: ${p.name}`,
  description: (p) => `Notable changes in releases of ${p.entry.packageName}, and how to upgrade.`,
  Page: ({ p }) => (
    <>
      <P>
        {`Notable changes in \`${p.entry.packageName}\`, newest first. Versions follow semantic versioning: a major version may remove deprecated calls, minor and patch versions do not.`}
      </P>
      {CHANGES[p.binding === 'cli' ? 'cli' : 'code'].map(([version = '', ...items]) => (
        <Section key={version} title={version}>
          <MdList items={items.map((item) => changeFor(p, item))} />
        </Section>
      ))}
      <Section title="Compatibility">
        <P>{`The current major version works with ${worksWith(p)}.`}</P>
      </Section>
      <Section title="Upgrading">
        <P>
          {`Update the version in one step and run the suite once on a branch: a release that changes capture (for example scrolling or stitching) can produce differences in every test, which you accept as a batch.${p.entry.installLanguage === 'kotlin' ? ' With `latest.release` Gradle picks the newest version; pin a version in CI for repeatable builds.' : ''}`}
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
