/** The SDK's class reference pages, and the members table the configuration guide shares. */
import { SDK_PAGE_LABELS, type SdkPageSlug } from '@docs/content-model';
import { API_CLASSES, type ApiClassSlug } from '../api';
import type { SdkPlatform } from '@docs/sdk-catalog';
import { recase } from '../languages';
import type { SdkProfile } from '../profiles';
import { memberLabel, memberSignature } from '../signatures';
import type { Topic } from '../special';
import { Code, Md, SdkMember, SdkMembers, Section } from './blocks';
import { P, Related, SuiteNote, topicSnippet, type SdkPageTemplate } from './shared';

/**
 * Member descriptions are written for web SDKs; the words that differ on other platforms, by
 * platform: [text, replacement]. An app's screen is not a browser page; an image is uploaded,
 * not captured; a phone's browser is not resized.
 */
const PLATFORM_WORDING: Partial<Record<SdkPlatform, readonly (readonly [string, string])[]>> = {
  'mobile-native': [
    [
      'the viewport size is applied to the browser before the first checkpoint',
      'the device and its orientation are part of that environment',
    ],
    ['Captures the whole scrollable page', 'Captures the whole scrollable screen'],
    [
      'Captures the viewport, or the whole page with `fully()`.',
      'Captures the screen, or the whole scrollable view with `fully()`.',
    ],
    ['capture the full page or the full scrollable content of a region', 'capture the full scrollable view or region'],
    ['for pages still settling', 'for screens still settling'],
    ['from the browser or device that runs the test', 'from the device that runs the test'],
    [
      'Use it with the Ultrafast Grid, where rendering continues in the background.',
      'Use it when one runner serves many tests, so that none of them waits for its comparisons.',
    ],
  ],
  images: [
    [
      'the viewport size is applied to the browser before the first checkpoint',
      'the viewport size you pass describes the images, as part of the baseline key',
    ],
    [
      'Captures every checkpoint from the browser or device that runs the test.',
      'Compares every image as it was uploaded; nothing is captured.',
    ],
    [
      'Use it with the Ultrafast Grid, where rendering continues in the background.',
      'Use it when one runner serves many tests, so that none of them waits for its comparisons.',
    ],
  ],
  'mobile-web': [
    [
      'Browser viewport for classic runs;',
      'Viewport of a resizable browser; a phone’s browser keeps its screen size, so leave it unset;',
    ],
    [
      'Adds a desktop browser and viewport for the Ultrafast Grid to render each checkpoint in.',
      'Adds a browser and viewport for the Ultrafast Grid to render each checkpoint in; for phones, pass an `IosDeviceInfo` or `AndroidDeviceInfo` instead, as the Ultrafast Grid page shows.',
    ],
    ['from the browser or device that runs the test', 'from the phone’s browser that runs the test'],
  ],
};

/** A member's description in the words of the SDK's platform. */
export function platformWording(p: SdkProfile, description: string): string {
  const rules = [...(PLATFORM_WORDING[p.entry.platform] ?? []), ...(LANGUAGE_WORDING[p.entry.language] ?? [])];
  return rules.reduce((text, [from, to]) => text.replace(from, to), description);
}

/** Python and Ruby code raises exceptions; the shared descriptions say "throws", as Java, C#, JS and PHP do. */
const LANGUAGE_WORDING: Partial<Record<string, readonly (readonly [RegExp, string])[]>> = {
  python: [[/\bthrows\b/g, 'raises an exception']],
  ruby: [[/\bthrows\b/g, 'raises an error']],
};

/** The members of an API class as the SDK spells them, with signatures in its language. */
export function Members({ p, slug }: { p: SdkProfile; slug: ApiClassSlug }) {
  const cls = API_CLASSES[slug];
  return (
    <SdkMembers language={p.entry.language}>
      {cls.members.map((m) => {
        const signature = memberSignature(cls.name, m, p.ctx);
        if (!signature) return null;
        const description =
          p.binding === 'oo' || p.binding === 'cli'
            ? m.description
            : (m.descriptions?.[p.binding] ?? m.description)
                .replace('described by a `Target` expression', 'described by its target and options')
                .replace('; chain `region` to capture inside it', '')
                .replace(' with `fully()`', ' when `fully` is set');
        const name = memberLabel(m, p.ctx);
        return (
          <SdkMember key={name} name={name} signature={signature}>
            <Md inline>{platformWording(p, description)}</Md>
          </SdkMember>
        );
      })}
    </SdkMembers>
  );
}

const INTRO: Record<ApiClassSlug, (p: SdkProfile) => string> = {
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

const EXAMPLE: Record<ApiClassSlug, Topic> = {
  eyes: 'eyes',
  configuration: 'configuration',
  'check-settings': 'check-settings',
  runner: 'runners',
  'batch-info': 'batch',
};

const GUIDE: Record<ApiClassSlug, SdkPageSlug> = {
  eyes: 'eyes',
  configuration: 'configuration',
  'check-settings': 'check-settings',
  runner: 'runners',
  'batch-info': 'batch-close',
};

/** The language the signatures are written in, as a reader names it. */
function signatureLanguage(p: SdkProfile): string {
  if (p.entry.language === 'robotframework') return 'Robot Framework syntax';
  const name = recase(p.entry.language, 'pascal')
    .replace('Csharp', 'C#')
    .replace('Javascript', 'JavaScript')
    .replace('Typescript', 'TypeScript')
    .replace('Php', 'PHP');
  return `${name}${p.binding === 'cypress' || p.binding === 'storybook' ? ' with TypeScript types' : ''}`;
}

/** The reference page of one API class. */
export function referenceTemplate(slug: ApiClassSlug): SdkPageTemplate {
  const cls = API_CLASSES[slug];
  const label = SDK_PAGE_LABELS[`reference/${slug}`];
  return {
    // `Eyes class: Appium C# (Native)`, like the other pages' `Quickstart: Selenium Java`.
    title: (p) => `${label} ${p.binding === 'oo' ? 'class' : 'reference'}: ${p.name}`,
    description: (p) => `${cls.summary.replace(/\.$/, '')}: members of ${label} in the ${p.name} SDK.`,
    Page: ({ p }) => (
      <>
        <P>{`${INTRO[slug](p)} Signatures are written in ${signatureLanguage(p)}.`}</P>
        <SuiteNote p={p} topic="reference" />
        <Section title="Members">
          <Members p={p} slug={slug} />
        </Section>
        <Section title="Example">
          <Code snippet={topicSnippet(p, EXAMPLE[slug])} />
        </Section>
        <Related
          p={p}
          items={[
            [GUIDE[slug], `${SDK_PAGE_LABELS[GUIDE[slug]]} guide`],
            ['index', `${p.name} overview`],
          ]}
        />
      </>
    ),
  };
}
