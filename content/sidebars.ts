/**
 * The definition of `tutorialSidebar`, the one sidebar every documentation
 * page shares; its top link is the Test Manager. Resolve it with `resolveSidebar` from
 * `@docs/content-model`; show it with `sidebarFor` (docs or api mode).
 *
 * Links without `sdks` apply to every SDK. SDK groups (one per SDK) hold the
 * SDK's Quickstart, its guide pages and its `SDK reference` category; they
 * are shown in api mode only.
 */
import {
  sdkFolderSidebarItems,
  sdkSidebarDefinition,
  standardSdkFolder,
  type SdkFilter,
  type SdkFolder,
  type SdkKind,
  type SdkPageSlug,
  type SidebarDefinition,
  type SidebarItemDefinition,
} from '@docs/content-model';
import { SDK_CATALOG, SDK_KEYS, type SdkKey } from '@docs/sdk-catalog';

const kindOf = (sdk: SdkKey): SdkKind => SDK_CATALOG[sdk].kind;
const labelOf = (sdk: SdkKey): string => SDK_CATALOG[sdk].name;

/**
 * The standard pages an SDK's folder leaves out, for features the SDK does not have: SDKs that
 * upload images have no DOM for the Ultrafast Grid to render, so no Ultrafast Grid page. The
 * folders, their sidebar groups and the pages' own lists of pages (overview, related links) all
 * follow from this.
 */
export const pagesWithout = (sdk: SdkKey): readonly SdkPageSlug[] =>
  SDK_CATALOG[sdk].platform === 'images' && SDK_CATALOG[sdk].kind === 'code' ? ['ufg'] : [];

/** SDKs that test native mobile apps: the native Appium flavours, Espresso, XCUI and XCTest. */
const NATIVE_MOBILE_SDKS: SdkFilter[] = SDK_KEYS.filter((sdk) => SDK_CATALOG[sdk].platform === 'mobile-native');

/**
 * The SDK page folders: `sdks/<key>` for every SDK but `playwright-ts` (whose
 * pages live under `playwright/`), plus `sdks/storybook-angular` owned by
 * `storybook`.
 */
export const SDK_FOLDERS: readonly SdkFolder[] = [
  ...SDK_KEYS.filter((sdk) => sdk !== 'playwright-ts').map((sdk) =>
    standardSdkFolder({ dir: `sdks/${sdk}`, sdk, kind: kindOf(sdk), without: pagesWithout(sdk) }),
  ),
  standardSdkFolder({ dir: 'sdks/storybook-angular', sdk: 'storybook', kind: 'code' }),
];

const within = (folder: string, pages: string[]): string[] => pages.map((page) => `${folder}/${page}`);

const serverApiReference = (root: string): SidebarItemDefinition[] => [
  { doc: `${root}/index`, label: 'Overview' },
  ...within(root, ['authentication', 'api-key-validation', 'basic-endpoint', 'date-format']),
  {
    category: 'Batches',
    items: within(`${root}/batches`, [
      'list-batch-results',
      'list-batch-statistics',
      'list-batch-properties',
      'patch-batch-properties',
      'list-batch-pagecoverage',
      'list-batch-pagecoveragebypageid',
      'delete-batch',
    ]),
  },
  { category: 'Discussions', items: [`${root}/discussions/list-discussion-comments`] },
  { category: 'SCM integrations', items: [`${root}/scm-integrations/set-status`] },
];

const sourceControl = (root: string): SidebarItemDefinition[] =>
  within(root, ['github', 'gitlab', 'bitbucket', 'azure-devops']);

const storybookAngular = sdkFolderSidebarItems('sdks/storybook-angular', 'code');

const sdkGroups: SidebarItemDefinition[] = [
  {
    sdk: 'playwright-ts',
    label: labelOf('playwright-ts'),
    quickstart: 'playwright/integration-with-playwright',
    reference: [
      { doc: 'playwright/api/overview', label: 'Overview' },
      ...within('playwright/api', [
        'eyes-check',
        'common-configuration',
        'advanced-configuration',
        'runner-configuration',
        'defining-regions',
        'changelog',
      ]),
    ],
  },
  ...SDK_KEYS.filter((sdk) => sdk !== 'playwright-ts').map((sdk) =>
    sdkSidebarDefinition({
      sdk,
      dir: `sdks/${sdk}`,
      kind: kindOf(sdk),
      without: pagesWithout(sdk),
      label: labelOf(sdk),
      ...(sdk === 'storybook'
        ? {
            items: [
              {
                category: 'Storybook for Angular',
                items: [
                  { doc: 'sdks/storybook-angular/quickstart', label: 'Quickstart' },
                  ...storybookAngular.pages,
                  { category: 'SDK reference', items: storybookAngular.reference },
                ],
              },
            ],
          }
        : {}),
    }),
  ),
];

const tutorialSidebar: SidebarDefinition = [
  { doc: 'concepts/eyes-test-manager/index', label: 'Test Manager' },
  {
    category: 'Getting started',
    collapsed: false,
    items: [
      { doc: 'index', label: 'Running your first test' },
      ...within('getting-started', [
        'overview',
        'what-is-eyes',
        'system-overview',
        'registering-an-account',
        'retrieve-api-key',
        'writing-tests',
        'walkthrough',
        'viewports',
      ]),
      {
        category: 'Eyes workflow',
        items: within('getting-started/eyes-workflow', ['testing-lifecycle', 'baselines', 'test-statuses']),
      },
    ],
  },
  {
    category: 'Concepts',
    items: [
      {
        category: 'Using the Test Manager',
        items: [
          ...within('concepts/eyes-test-manager', [
            'apps-&-tests',
            'baseline-history',
            'branch-baselines',
            'compare-&-merge-branches',
            'environments',
            'insights',
            'concurrency-monitoring',
            'usage-dashboard',
          ]),
          {
            category: 'Admin',
            items: [
              { doc: 'concepts/eyes-test-manager/admin/index', label: 'Overview' },
              ...within('concepts/eyes-test-manager/admin', [
                'admin-account-view',
                'admin-users-view',
                'teams-view',
                'api-keys-view',
              ]),
            ],
          },
        ],
      },
      {
        category: 'Reviewing tests',
        items: within('concepts/reviewing-tests', [
          'review-results',
          'test-results-page',
          'tests-requiring-attention',
          'test-&-step-editor',
          'root-cause-analysis',
          'test-maintenance',
        ]),
      },
      {
        category: 'Team collaboration',
        items: within('concepts/team-collaboration', [
          'remarks-&-issues',
          'assigned-test-results',
          'assigned-api-keys',
        ]),
      },
      {
        category: 'Test execution',
        items: [
          ...within('concepts/test-execution', [
            'ultrafast-grid',
            'ultrafast-grid-devices-browsers',
            'cross-environment-testing',
            'parallel-test-suites',
            'accessibility-testing',
          ]),
          {
            category: 'Execution Cloud',
            items: within('concepts/test-execution/execution-cloud', [
              'run-a-test',
              'self-healing',
              'non-eyes-tests',
              'troubleshooting',
            ]),
          },
        ],
      },
      {
        category: 'Best practices',
        items: [
          ...within('concepts/best-practices', [
            'match-levels',
            'baseline-variations',
            'batching',
            'branching',
            'hide-displacements',
            'visual-locators',
            'ocr',
            'functional-testing-with-visual-ai',
          ]),
          { doc: 'concepts/best-practices/native-mobile-library', sdks: NATIVE_MOBILE_SDKS },
          {
            category: 'Pages & regions',
            items: ['concepts/best-practices/pages-&-regions/capturing-long-pages'],
          },
        ],
      },
    ],
  },
  {
    category: 'Integrations',
    items: [
      { doc: 'integrations/index', label: 'Overview' },
      {
        category: 'CI/CD',
        items: within('integrations/ci-cd', [
          'github-actions',
          'jenkins',
          'circle-ci',
          'travis',
          'teamcity',
          'bamboo',
          'appveyor',
          'semaphore',
        ]),
      },
      { category: 'Source control', items: sourceControl('integrations/source-control') },
      { category: 'Bug tracking', items: within('integrations/bug-tracking', ['jira', 'rally']) },
      {
        category: 'Chat & notifications',
        items: within('integrations/chat-&-notifications', ['slack', 'teams', 'email']),
      },
      { category: 'Test tools', items: within('integrations/test-tools', ['katalon', 'tosca']) },
    ],
  },
  {
    category: 'Playwright',
    sdks: ['playwright-ts'],
    collapsed: false,
    items: [
      { doc: 'playwright/index', label: 'Overview' },
      ...within('playwright', [
        'introduction',
        'core-concepts',
        'advanced-usage',
        'eyes-dashboard',
        'ci-cd-integration',
        'examples-and-tutorials',
      ]),
      { category: 'Guides', items: within('playwright/guides', ['code-reviews', 'maintaining-tests']) },
      { category: 'Source control', items: sourceControl('playwright/source-control') },
      { category: 'Server API reference', items: serverApiReference('playwright/reference/server-api') },
    ],
  },
  { category: 'Server API reference', items: serverApiReference('reference/server-api') },
  { category: 'SDKs', items: sdkGroups },
];

export default tutorialSidebar;
