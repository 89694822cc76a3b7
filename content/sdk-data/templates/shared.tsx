/**
 * What several SDK page templates share: links to the general docs, the page's own links,
 * member names as the SDK spells them in prose, and the topic samples.
 */
import type { SdkPageSlug } from '@docs/content-model';
import type { ReactNode } from 'react';
import { API_CLASSES, type ApiClassSlug } from '../api';
import type { SdkProfile } from '../profiles';
import { memberLabel } from '../signatures';
import * as code from '../snippets';
import { CYPRESS, ROBOT, storybookTopic, type Topic } from '../special';
import { suiteContext } from '../suites';
import { SDK_FOLDERS } from '../../sidebars';
import { Code, Md, Section } from './blocks';

/** General pages the SDK pages link to. */
export const DOCS = {
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

/** What a template renders a page from, and what it says about the page. */
export interface SdkPageTemplate {
  title: (p: SdkProfile) => string;
  description: (p: SdkProfile) => string;
  Page: (props: { p: SdkProfile }) => ReactNode;
}

/**
 * Whether the SDK's folder has a page: folders leave out pages about features their SDK lacks
 * (`pagesWithout` in content/sidebars.ts), and lists of the SDK's pages leave them out too.
 */
export const hasPage = (p: SdkProfile, slug: string): boolean =>
  SDK_FOLDERS.find((folder) => folder.dir === `sdks/${p.folder}`)?.slugs.includes(slug) ?? false;

/** The URL of one of the SDK's own pages (`index` is the folder's overview). */
export const pageHref = (p: SdkProfile, slug: string) => `/sdks/${p.folder}${slug === 'index' ? '' : `/${slug}`}`;

/** What a member is called in prose: `eyes.check`, `cy.eyesCheckWindow`, `Eyes Check`. */
export function callName(p: SdkProfile, name: string, owner: ApiClassSlug = 'eyes'): string {
  const entry = API_CLASSES[owner].members.find((m) => m.name === name);
  if (!entry) return name;
  if (p.binding === 'cli') return name;
  const label = memberLabel(entry, p.ctx);
  return p.binding === 'oo' ? `${owner === 'eyes' ? (p.style === 'php' ? '$eyes->' : 'eyes.') : ''}${label}` : label;
}

/** The sample of a topic in the SDK's language and framework. */
export function topicSnippet(p: SdkProfile, topic: Topic): code.Snippet {
  if (p.binding === 'cypress') return CYPRESS[topic];
  if (p.binding === 'robot') return ROBOT[topic];
  if (p.binding === 'storybook') return storybookTopic(topic, p.folder === 'storybook-angular' ? 'angular' : 'js');
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

/** What the SDK tests, in a few words. */
export const subjectOf = (p: SdkProfile) =>
  p.entry.platform === 'web'
    ? 'web applications'
    : p.entry.platform === 'mobile-web'
      ? 'websites in mobile browsers'
      : p.entry.platform === 'mobile-native'
        ? 'native mobile apps'
        : p.entry.platform === 'component'
          ? 'UI components'
          : 'images and documents';

/** The closing list of further reading: the SDK's own pages by slug, general pages by path. */
export function Related({ p, items }: { p: SdkProfile; items: readonly (readonly [SdkPageSlug | string, string])[] }) {
  return (
    <Section title="Related pages">
      <ul>
        {items
          .filter(([href]) => href.startsWith('/') || hasPage(p, href))
          .map(([href, text]) => (
            <li key={href}>
              <a href={href.startsWith('/') ? href : pageHref(p, href)}>{text}</a>
            </li>
          ))}
      </ul>
    </Section>
  );
}

/** A paragraph of Markdown. */
export const P = ({ children }: { children: string }) => (
  <p>
    <Md inline>{children}</Md>
  </p>
);

/** The guides that say where their calls go in the reader's test runner. */
export type SuiteTopic =
  'configuration' | 'runners' | 'ufg' | 'advanced' | 'batch-close' | 'eyes' | 'check-settings' | 'reference';

/**
 * Where this guide's calls go in the reader's own framework: the runner's hooks and what Eyes
 * captures through (suites.ts). Nothing for the SDKs whose plugin or command makes the calls.
 */
export function SuiteNote({ p, topic }: { p: SdkProfile; topic: SuiteTopic }) {
  const suite = suiteContext(p);
  if (!suite) return <AngularNote p={p} topic={topic} />;
  const { runner, hooks, session } = suite;
  const text: Record<SuiteTopic, string> = {
    configuration: `In your ${runner} suite, build the configuration once, in ${hooks.beforeAll}, and hand it to the Eyes instance each test creates in ${hooks.beforeEach}; Eyes then captures through ${session}.`,
    runners: `In your ${runner} suite, create the runner in ${hooks.beforeAll} and ask it for the results in ${hooks.afterAll}. Each test's Eyes instance, created in ${hooks.beforeEach}, captures through ${session}.`,
    ufg: `In your ${runner} suite, create the grid runner and its browser list in ${hooks.beforeAll}. Each test's Eyes instance, created in ${hooks.beforeEach}, takes the page's DOM through ${session}, and the grid renders it in every browser listed while the test goes on.`,
    advanced: `In your ${runner} suite, set these once on the shared configuration in ${hooks.beforeAll}, where the CI variables are read once for the whole run; each test's Eyes instance takes them from there and captures through ${session}.`,
    'batch-close': `In your ${runner} suite, create the \`BatchInfo\` in ${hooks.beforeAll} and set it on the configuration every test's Eyes instance uses, so the checkpoints they take through ${session} land in one batch. When jobs run in parallel, close the batch in the final CI step rather than in ${hooks.afterAll}, which each job runs.`,
    eyes: `In your ${runner} suite, open Eyes at the start of the test (or in ${hooks.beforeEach})${p.ctx.driverType ? ` with ${session}` : ''}, and abort it in ${hooks.afterEach}, which runs whether the test passed or failed.${p.ctx.driverType ? '' : ` Eyes captures ${session}.`}`,
    'check-settings': `Regions are given as \`${p.ctx.regionType}\` values and located through ${session}.`,
    reference: `You call these from ${runner} tests; Eyes captures through ${session}.`,
  };
  // WebdriverIO's quickstart sets Eyes up as a service, which opens and closes Eyes around each
  // test; the guides show it in their own section (SuiteSection), the reference says it here.
  const service =
    p.family === 'webdriverio' && topic === 'reference'
      ? 'With the Eyes service in `wdio.conf.js` (the quickstart’s set-up), the service creates the Eyes instance and its options take the `Configuration` settings by name; specs call `browser.eyesCheck` with the same `Target` settings. '
      : '';
  return <P>{service + text[topic]}</P>;
}

/** What the WebdriverIO service does for each guide, above its options. */
const SERVICE_LEAD: Record<code.ServiceTopic, string> = {
  configuration:
    'The quickstart adds Eyes to `wdio.conf.js` as a service. Its options are the settings listed below, by name, and it applies them to the Eyes test it opens before each test.',
  runners:
    'The service creates the runner for you. It captures in the local browser unless `useVisualGrid` is set; then each checkpoint is rendered on the Ultrafast Grid in the browsers of `browsersInfo`, `concurrency` at a time.',
  batch:
    'Every test of the run reports to the batch in the service’s options. When jobs run in parallel, give each the pipeline’s ID and keep the batch open, then close it in the final CI step (below).',
  advanced: 'With the service, these settings are options in `wdio.conf.js`:',
  eyes: 'With the service, a spec only checks: the service opens an Eyes test before each test, named after it, and closes it after the test, whether it passed or failed.',
};

/**
 * A guide's sample under the note on where its calls go. For WebdriverIO, whose quickstart uses
 * the Eyes service, the service's way comes first, and the sample follows as the way of specs
 * that create their own Eyes instance.
 */
export function SuiteSection({
  p,
  topic,
  service,
  title,
  children,
}: {
  p: SdkProfile;
  topic: SuiteTopic;
  service: code.ServiceTopic;
  title: string;
  children: ReactNode;
}) {
  if (p.family !== 'webdriverio') {
    return (
      <>
        <SuiteNote p={p} topic={topic} />
        <Section title={title}>{children}</Section>
      </>
    );
  }
  return (
    <>
      <Section title="With the Eyes service">
        <P>{SERVICE_LEAD[service]}</P>
        <Code snippet={code.webdriverioServiceOptions(p, service)} />
      </Section>
      <Section title="With your own Eyes instance">
        <SuiteNote p={p} topic={topic} />
        {children}
      </Section>
    </>
  );
}

/** What an Angular workspace changes on a Storybook guide, by topic (`storybook-angular` only). */
const ANGULAR_NOTE: Partial<Record<SuiteTopic, string>> = {
  eyes: 'In an Angular workspace, stories are TypeScript files beside the component. A story renders the component alone, so give it what its module or the application would: declarations and imports with `moduleMetadata`, providers with `applicationConfig`.',
  'check-settings':
    'Angular story files take the same `parameters.eyes` as any other Storybook; what the component needs to render (declared components, pipes, providers) goes in the story’s decorators, not in the check settings.',
  configuration:
    'In an Angular workspace, `eyes.config.js` also says how to start Storybook: the quickstart’s `startStorybookCommand` runs the Angular builder (`ng run <project>:storybook`). What components need to render (modules, providers) belongs in the stories’ decorators, not here.',
  runners:
    'The command starts Storybook through the Angular builder, as the quickstart sets it up, and renders the compiled stories; nothing about runners is specific to Angular.',
  ufg: 'The grid renders the DOM of each compiled Angular story, so components are rendered in every browser listed without building the workspace once per browser.',
  advanced:
    'These settings go in the same `eyes.config.js` as the Angular builder’s `startStorybookCommand`; `include` filters stories by the `title` of their `Meta`.',
  'batch-close':
    'The batch settings go in the same `eyes.config.js` as the Angular builder’s `startStorybookCommand`, so every Angular project of a workspace can report to one batch.',
};

/** The Angular paragraph of a Storybook guide, for readers of Storybook for Angular. */
export function AngularNote({ p, topic }: { p: SdkProfile; topic: SuiteTopic }) {
  const note = p.folder === 'storybook-angular' ? ANGULAR_NOTE[topic] : undefined;
  return note ? <P>{note}</P> : null;
}
