/** The SDK's guide pages: configuration, check settings, runners, advanced usage, batches, Eyes. */
import { member } from '../languages';
import type { Family, SdkProfile } from '../profiles';
import { MATCH_LEVELS, RESULTS_UI } from '@docs/sdk-catalog';
import { Code, EnvironmentVariableTable, Md, MdList, Section } from './blocks';
import { Members } from './reference';
import {
  callName,
  DOCS,
  P,
  pageHref,
  Related,
  SuiteNote,
  SuiteSection,
  topicSnippet,
  type SdkPageTemplate,
} from './shared';

const CLI_FLAGS: [string, string, string][] = [
  ['--folder, -f', 'path', 'Folder of images or PDFs to check; sub-folders are included.'],
  ['--app-name, -a', 'text', `Application name in the ${RESULTS_UI.name}; with the file name it selects the baseline.`],
  ['--api-key, -k', 'text', 'Your API key; `EYES_API_KEY` by default.'],
  ['--server-url, -s', 'URL', 'Dedicated or on-premises server; `EYES_SERVER_URL` by default.'],
  ['--batch-name, -b', 'text', 'Name of the batch the files report to.'],
  ['--batch-id', 'text', 'Joins an existing batch, such as the one of your app tests.'],
  [
    '--match-level',
    MATCH_LEVELS.map((level) => level.name.replace(/\s+/g, '')).join(', '),
    `How strictly images are compared: one of the [match levels](${DOCS.matchLevels}), spelt without spaces.`,
  ],
  ['--branch / --parent-branch', 'text', 'Branch baselines, as in the code SDKs.'],
  ['--pages', 'list', 'PDF pages to check, for example `1-3,7`.'],
  ['--dry-run', '', 'Lists the checkpoints it would create without uploading.'],
];

/** Where the framework keeps settings of its own that Eyes does not read, and what that means for the configuration. */
const FRAMEWORK_CONFIG_PITFALL: Partial<Record<Family, string>> = {
  selenium:
    'Leave the window size to Eyes: `open` resizes the browser to the configured viewport size, and resizing the window yourself afterwards changes the baseline key.',
  puppeteer:
    'Puppeteer sizes the page too (`defaultViewport` at launch, `page.setViewport` later); leave both unset or at the configured viewport size, or every run compares a different size.',
  testcafe:
    'Settings in `.testcaferc.json` (browsers, screenshots, concurrency) are TestCafe’s own: Eyes reads none of them, so app name, batch and viewport size go in this configuration.',
  protractor:
    'Eyes reads nothing from `protractor.conf.js`; values shared there in `params` reach the specs as `browser.params`, from where you copy batch and branch into this configuration.',
  leanft:
    'LeanFT’s own settings (the `LFT.init` options, the runtime engine’s address) stay in LeanFT; Eyes reads only this configuration and the environment variables above.',
  watir:
    'Options given to `Watir::Browser.new` (headless, window size) do not reach Eyes; set the viewport size here and let `open` resize the browser.',
  playwright:
    'Playwright sizes the page from the browser context’s `viewport` option, and `open` resizes it to the configured viewport size; keep the two equal so a test does not switch sizes halfway.',
  'appium-web':
    'Device, OS version and browser come from your Appium capabilities, and Eyes reads them from the session: a changed capability such as `appium:deviceName` is a new environment with its own baselines.',
  'appium-native':
    'The app build, device and OS version come from your Appium capabilities (`appium:app`, `appium:deviceName`, `appium:platformVersion`), and Eyes reads the device from the session: a changed capability is a new environment with its own baselines.',
  capybara:
    'The window size in your `Capybara.register_driver` block is overridden when `open` resizes the window to the configured viewport size; set the size here, once.',
};

export const configuration: SdkPageTemplate = {
  title: (p) => `Configuration: ${p.name}`,
  description: (p) =>
    p.binding === 'cli'
      ? 'The command-line flags and environment variables of Image Tester.'
      : `Set credentials, batch, baseline selection and capture options for ${p.name} tests.`,
  Page: ({ p }) => {
    if (p.binding === 'cli') {
      return (
        <>
          <P>
            Image Tester takes its settings as flags; credentials come from environment variables so they stay out of
            scripts. Flags override variables.
          </P>
          <Section title="Flags">
            <table>
              <thead>
                <tr>
                  <th>Flag</th>
                  <th>Value</th>
                  <th>What it does</th>
                </tr>
              </thead>
              <tbody>
                {CLI_FLAGS.map(([flag, value, text]) => (
                  <tr key={flag}>
                    <td>
                      <code>{flag}</code>
                    </td>
                    <td>{value}</td>
                    <td>
                      <Md inline>{text}</Md>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title="Example: a CI job">
            <Code
              snippet={{
                lang: 'bash',
                code: 'image-tester \\\n  --folder ./build/reports \\\n  --app-name "Billing reports" \\\n  --batch-id "$CI_PIPELINE_ID" \\\n  --branch "$GIT_BRANCH" --parent-branch main \\\n  --match-level Content',
              }}
            />
            <P>
              {`\`Content\` suits generated documents whose fonts may render slightly differently; see [match levels](${DOCS.matchLevels}).`}
            </P>
          </Section>
          <Section title="Pitfalls">
            <MdList
              items={[
                'Quote folder and app names with spaces.',
                'Do not put the API key on the command line in shared CI logs; use the variable.',
              ]}
            />
          </Section>
          <Related
            p={p}
            items={[
              ['quickstart', 'Quickstart'],
              [DOCS.batching, 'Batching'],
            ]}
          />
        </>
      );
    }
    const where =
      p.binding === 'cypress' || p.binding === 'storybook'
        ? 'in `eyes.config.js` at the project root (environment variables fill the gaps)'
        : p.binding === 'robot'
          ? 'in `eyes.yaml`, passed to the library import'
          : 'on a `Configuration` object that you share between the tests of a suite';
    return (
      <>
        <P>
          {`Settings that apply to every test of a suite live ${where}. Per-checkpoint settings belong in [check settings](${pageHref(p, 'check-settings')}) instead.`}
        </P>
        <SuiteSection p={p} topic="configuration" service="configuration" title="Example">
          <Code snippet={topicSnippet(p, 'configuration')} />
        </SuiteSection>
        <Section title="Environment variables">
          <P>
            {p.deviceEnvironment ??
              'Every SDK reads these variables where the tests run; settings in code override them.'}
          </P>
          <EnvironmentVariableTable />
        </Section>
        <Section title="Settings">
          <Members p={p} slug="configuration" />
        </Section>
        <Section title="Pitfalls">
          <MdList
            items={[
              ...(FRAMEWORK_CONFIG_PITFALL[p.family] ? [FRAMEWORK_CONFIG_PITFALL[p.family] ?? ''] : []),
              'Viewport size, browser and device are part of the baseline key: changing them creates new baselines instead of showing differences.',
              `Set the match level per region rather than relaxing the whole suite; see [match levels](${DOCS.matchLevels}).`,
            ]}
          />
        </Section>
        <Related
          p={p}
          items={[
            ['reference/configuration', 'Configuration reference'],
            ['advanced', 'Advanced usage'],
            [DOCS.variations, 'Baseline variations'],
          ]}
        />
      </>
    );
  },
};

export const checkSettings: SdkPageTemplate = {
  title: (p) => `Check settings: ${p.name}`,
  description: (p) => `Choose what a checkpoint of your ${p.name} tests captures and how strictly it is compared.`,
  Page: ({ p }) => (
    <>
      <P>
        {p.binding === 'cypress'
          ? 'Each `cy.eyesCheckWindow` takes an options object: what to capture (the window or a region), whether to capture the full page, regions to treat differently, and the match level.'
          : p.binding === 'storybook'
            ? 'Every story is one checkpoint. Its settings come from `eyes.config.js` and can be overridden per story with `parameters.eyes`.'
            : p.binding === 'robot'
              ? '`Eyes Check` takes a target keyword (`Target Window`, `Target Region By Selector`...) followed by modifier keywords for regions, match level and name.'
              : `A checkpoint is described with the fluent \`Target\` API: start with ${p.ctx.liveApp ? '`Target.window()`, `Target.region(...)`' : '`Target.image(...)`'}${p.ctx.browser ? ' or `Target.frame(...)`' : ''}, then chain how to compare it.`}
      </P>
      <SuiteNote p={p} topic="check-settings" />
      <Section title="Example">
        <Code snippet={topicSnippet(p, 'check-settings')} />
      </Section>
      <Section title="Choosing regions">
        <MdList
          items={[
            '**Ignore** content that is different on every run and does not matter: clocks, ads, random IDs.',
            '**Floating** for content that may move a few pixels, such as a badge next to variable-length text.',
            '**Layout** for content that changes by design but must keep its structure: feeds, recommendations.',
            '**Content** when text must match but colours may change, such as themed components.',
          ]}
        />
        <P>{`Levels and their trade-offs are explained in [match levels](${DOCS.matchLevels}).`}</P>
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={[
            'An ignore region hides real bugs in that area too; keep regions as small as the dynamic element.',
            `Name checkpoints by what they show; ${p.ctx.liveApp ? `for pages longer than the screen see [capturing long pages](${DOCS.longPages}).` : 'images of different sizes never match, so crop consistently.'}`,
          ]}
        />
      </Section>
      <Related
        p={p}
        items={[
          ['reference/check-settings', 'CheckSettings reference'],
          ['eyes', 'The Eyes object'],
        ]}
      />
    </>
  ),
};

/** SDKs whose plugin or command always renders on the Ultrafast Grid: the reader picks no runner. */
const gridOnly = (p: SdkProfile) => p.binding === 'cypress' || p.binding === 'storybook';

/** What the classic runner does for the SDK: it captures where the test runs, or uploads the files it is given. */
function classicRunnerDoes(p: SdkProfile): string {
  if (p.family === 'images')
    return 'The **classic runner** uploads the images your test gives it; it captures nothing itself.';
  return `The **classic runner** captures screenshots on the ${p.entry.platform === 'mobile-native' ? 'device' : 'machine'} that runs the test.`;
}

/** How the test runner parallelises, and what that means for the runner and the batch; by test runner. */
const PARALLEL_RUNS: Record<string, string> = {
  Mocha:
    '`mocha --parallel` runs spec files in separate worker processes, each with its own root hooks and so its own runner; give them one batch ID through an environment variable set before Mocha starts.',
  pytest:
    'With pytest-xdist (`pytest -n auto`), every worker process runs the session fixtures of `conftest.py` and so has its own runner; give them one batch ID through an environment variable set before pytest starts.',
  RSpec:
    'Tools such as parallel_tests (`parallel_rspec`) start one process per group of spec files, each with its own runner; give them one batch ID through an environment variable set before they start.',
  'JUnit 5':
    'With JUnit parallel execution (`junit.jupiter.execution.parallel.enabled`), tests run on several threads of one JVM: they can share the runner, but each test needs its own `Eyes` instance.',
  NUnit:
    '`[Parallelizable]` tests run on several threads of one process: they can share the runner, but each test needs its own `Eyes` instance.',
  Jasmine:
    'With `shardTestFiles` and `maxInstances`, Protractor runs spec files in separate processes, each running `onPrepare` and so creating its own runner; give them one batch ID through an environment variable set before Protractor starts.',
  'Playwright Test':
    'Playwright Test runs test files in separate worker processes, each with its own runner; give them one batch ID through an environment variable set before `npx playwright test` starts.',
};

export const runners: SdkPageTemplate = {
  title: (p) => `Runners: ${p.name}`,
  description: (p) => `Classic and Ultrafast Grid runners in ${p.name}, and how to collect the results of a run.`,
  Page: ({ p }) => (
    <>
      <P>
        {p.binding === 'oo' || p.binding === 'robot'
          ? `A runner collects the results of the tests of a run. ${classicRunnerDoes(p)}${p.ctx.browser ? ' The **Ultrafast Grid runner** uploads the DOM and resources of each checkpoint and renders them in many browsers and devices in parallel.' : ''} Create one runner per run and share it between the tests.`
          : `${p.binding === 'cypress' ? 'The plugin' : 'The command'} creates the runner for you and always uses the Ultrafast Grid: the DOM of each checkpoint is uploaded and rendered in every browser you configure. What you control is concurrency and the browser list.`}
      </P>
      <SuiteSection p={p} topic="runners" service="runners" title="Set-up">
        <Code snippet={topicSnippet(p, 'runners')} />
      </SuiteSection>
      <Section title="Which runner">
        <P>
          {gridOnly(p)
            ? `There is no runner to choose: every checkpoint is rendered on the [Ultrafast Grid](${DOCS.ufg}). To test one browser, list one browser; each entry you add is rendered in parallel with the others.`
            : p.ctx.browser
              ? `Start with the classic runner when you test one browser. Move to the [Ultrafast Grid](${DOCS.ufg}) when you need several browsers or viewports: a run then takes about as long as one browser locally.`
              : `Use the classic runner: ${p.family === 'images' ? 'images are uploaded as they are' : 'native screens are captured on the device'}, so there is nothing for a rendering grid to do.${p.entry.platform === 'mobile-native' ? ` See the [native mobile library](${DOCS.native}) for device coverage.` : ''}`}
        </P>
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={[
            ...(gridOnly(p)
              ? []
              : [
                  `Collect results once, after the last test (${p.binding === 'robot' ? '`Eyes Get All Test Results`' : `\`${member(p.style, 'getAllTestResults')}\``}); collecting per test serialises the run.`,
                ]),
            ...(PARALLEL_RUNS[p.testRunner] ? [PARALLEL_RUNS[p.testRunner] ?? ''] : []),
            p.ctx.browser
              ? `Grid concurrency is capped by your account; a higher value only queues renders. See [parallel test suites](${DOCS.parallel}).`
              : `To cover more ${p.family === 'images' ? 'image sets' : 'devices'}, run the suite in parallel jobs that share one batch ID; see [parallel test suites](${DOCS.parallel}).`,
          ]}
        />
      </Section>
      <Related
        p={p}
        items={[
          ['reference/runner', 'Runner reference'],
          ['ufg', 'Ultrafast Grid'],
        ]}
      />
    </>
  ),
};

export const advanced: SdkPageTemplate = {
  title: (p) => `Advanced usage: ${p.name}`,
  description: (p) => `Branches, shared baselines, disabling checks and other settings for mature ${p.name} suites.`,
  Page: ({ p }) => (
    <>
      <P>
        Once a suite runs reliably, these settings make it fit your workflow: baselines per branch, one baseline for
        equivalent environments, switching checks off locally, and review before new tests are saved.
      </P>
      <SuiteSection p={p} topic="advanced" service="advanced" title="Example">
        <Code snippet={topicSnippet(p, 'advanced')} />
      </SuiteSection>
      <Section title="When to use each">
        <MdList
          items={[
            `**Branches**: run visual tests on feature branches without touching main's baselines; accepted changes merge with the branch. See [branching](${DOCS.branching}).`,
            `**Baseline environment name**: make equivalent environments share one baseline. See [baseline variations](${DOCS.variations}).`,
            "**Disabled**: keep Eyes calls in the code but skip them where there is no API key, such as contributors' machines.",
            '**Save new tests off**: new tests stay unresolved until a reviewer accepts them, so nothing is approved by accident.',
          ]}
        />
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={[
            'A branch name taken from CI must be the same in every job of a run; detached-HEAD checkouts often report `HEAD`, so read the CI variable instead.',
          ]}
        />
      </Section>
      <Related
        p={p}
        items={[
          ['configuration', 'Configuration'],
          ['batch-close', 'Closing batches'],
        ]}
      />
    </>
  ),
};

export const batchClose: SdkPageTemplate = {
  title: (p) => `Closing batches: ${p.name}`,
  description: (p) => `Group ${p.name} tests of one CI run in a batch and close it when the last job ends.`,
  Page: ({ p }) => (
    <>
      <P>
        {`A batch groups the tests of a run for review. By default a batch closes when its runner finishes. When a run is split across parallel jobs, every job must use the same batch ID and only the last step should close it. Background: [batching](${DOCS.batching}).`}
      </P>
      <SuiteSection p={p} topic="batch-close" service="batch" title="One batch per run">
        <Code snippet={topicSnippet(p, 'batch')} />
      </SuiteSection>
      <Section title="Closing the batch yourself">
        <Code snippet={topicSnippet(p, 'batch-close')} />
        <P>
          Close the batch in a final CI step that depends on all test jobs, so its status and notifications reflect the
          whole run.
        </P>
      </Section>
      <Section title="Pitfalls">
        <MdList
          items={[
            'A random batch ID per job splits one run into many batches; derive the ID from the CI pipeline.',
            'A batch that is never closed stays in progress and sends no notification.',
          ]}
        />
      </Section>
      <Related
        p={p}
        items={[
          ['reference/batch-info', 'BatchInfo reference'],
          ['runners', 'Runners'],
        ]}
      />
    </>
  ),
};

export const eyes: SdkPageTemplate = {
  title: (p) => `The Eyes object: ${p.name}`,
  description: (p) => `Open, check, close and abort: the life cycle of a visual test in ${p.name}.`,
  Page: ({ p }) => {
    const open = callName(p, 'open');
    const check = callName(p, 'check');
    const close = p.binding === 'oo' ? callName(p, 'closeAsync') : callName(p, 'close');
    return (
      <>
        <P>
          {p.binding === 'storybook'
            ? 'The Storybook SDK creates one Eyes test per story: it opens the test with the component and story names, checks the rendered story and closes it. You influence each test through story parameters.'
            : `Every visual test follows the same life cycle: \`${open}\` starts it, each \`${check}\` adds a checkpoint, and \`${close}\` ends it.${p.binding === 'oo' ? ` If the test fails before the close, \`${callName(p, 'abort')}\` ends it cleanly.` : ''}`}
        </P>
        <SuiteSection p={p} topic="eyes" service="eyes" title="Example">
          <Code snippet={topicSnippet(p, 'eyes')} />
        </SuiteSection>
        {p.binding === 'storybook' ? (
          <>
            <Section title="What the command does for each story">
              <MdList
                items={[
                  '**Opens** a test named after the story’s title and name (`Shop/Button: Primary`), so the app name, the story and the browser of each entry select the baseline.',
                  '**Checks** the story once it has rendered, with the settings of `eyes.config.js` and the story’s `parameters.eyes`.',
                  '**Closes** the test and, when every story is done, prints the results and exits with a non-zero code if any story differs.',
                ]}
              />
            </Section>
            <Section title="Pitfalls">
              <MdList
                items={[
                  'Story titles and names are test names: renaming a story or moving it to another title starts a new baseline.',
                  'A story that renders differently on every load (random data, the current date, an animation) differs on every run; give it fixed args or ignore the region in `parameters.eyes`.',
                ]}
              />
            </Section>
          </>
        ) : (
          <>
            <Section title="What each step does">
              <MdList
                items={[
                  `**Open** names the test: the app name and test name, with the ${p.ctx.browser ? 'browser, OS and viewport' : p.family === 'images' ? 'host OS and image size' : 'device and OS'}, select the baseline.`,
                  '**Check** captures and uploads one checkpoint; the comparison runs on the server while the test continues.',
                  '**Close** ends the test. Closing without waiting lets the runner collect the results at the end; closing and waiting fails the test right away on differences.',
                ]}
              />
            </Section>
            <Section title="Pitfalls">
              <MdList
                items={[
                  'One Eyes test per test case: sharing an open test between test cases mixes their checkpoints.',
                  'A test that is neither closed nor aborted stays running until it times out, and its batch cannot finish.',
                ]}
              />
            </Section>
          </>
        )}
        <Related
          p={p}
          items={[
            ['reference/eyes', 'Eyes reference'],
            ['check-settings', 'Check settings'],
            [DOCS.statuses, 'Test statuses'],
          ]}
        />
      </>
    );
  },
};
