/**
 * The general docs the site must have (landing, getting started, concepts,
 * integrations, the Playwright area and the server API reference), as doc ids.
 * `{product}` in a folder or page name is the product slug (`eyes`).
 */

type Tree = readonly (string | readonly [folder: string, children: Tree])[];

function expand(prefix: string, tree: Tree): string[] {
  return tree.flatMap((node) =>
    typeof node === 'string' ? [`${prefix}${node}`] : expand(`${prefix}${node[0]}/`, node[1]),
  );
}

const SERVER_API: Tree = [
  'index',
  'api-key-validation',
  'authentication',
  'basic-endpoint',
  'date-format',
  [
    'batches',
    [
      'delete-batch',
      'list-batch-pagecoverage',
      'list-batch-pagecoveragebypageid',
      'list-batch-properties',
      'list-batch-results',
      'list-batch-statistics',
      'patch-batch-properties',
    ],
  ],
  ['discussions', ['list-discussion-comments']],
  ['scm-integrations', ['set-status']],
];

const SOURCE_CONTROL: Tree = ['azure-devops', 'bitbucket', 'github', 'gitlab'];

function tree(product: string): Tree {
  return [
    'index',
    [
      'getting-started',
      [
        'overview',
        'registering-an-account',
        'retrieve-api-key',
        'system-overview',
        'viewports',
        'walkthrough',
        `what-is-${product}`,
        'writing-tests',
        [`${product}-workflow`, ['baselines', 'test-statuses', 'testing-lifecycle']],
      ],
    ],
    [
      'concepts',
      [
        [
          `${product}-test-manager`,
          [
            'index',
            ['admin', ['index', 'admin-account-view', 'admin-users-view', 'api-keys-view', 'teams-view']],
            'apps-&-tests',
            'baseline-history',
            'branch-baselines',
            'compare-&-merge-branches',
            'concurrency-monitoring',
            'environments',
            'insights',
            'usage-dashboard',
          ],
        ],
        [
          'best-practices',
          [
            'baseline-variations',
            'batching',
            'branching',
            'functional-testing-with-visual-ai',
            'hide-displacements',
            'match-levels',
            'native-mobile-library',
            'ocr',
            ['pages-&-regions', ['capturing-long-pages']],
            'visual-locators',
          ],
        ],
        [
          'reviewing-tests',
          [
            'review-results',
            'root-cause-analysis',
            'test-&-step-editor',
            'test-maintenance',
            'test-results-page',
            'tests-requiring-attention',
          ],
        ],
        ['team-collaboration', ['assigned-api-keys', 'assigned-test-results', 'remarks-&-issues']],
        [
          'test-execution',
          [
            'accessibility-testing',
            'cross-environment-testing',
            'parallel-test-suites',
            'ultrafast-grid',
            'ultrafast-grid-devices-browsers',
            ['execution-cloud', ['non-eyes-tests', 'run-a-test', 'self-healing', 'troubleshooting']],
          ],
        ],
      ],
    ],
    [
      'integrations',
      [
        'index',
        ['bug-tracking', ['jira', 'rally']],
        ['chat-&-notifications', ['email', 'slack', 'teams']],
        ['ci-cd', ['appveyor', 'bamboo', 'circle-ci', 'github-actions', 'jenkins', 'semaphore', 'teamcity', 'travis']],
        ['source-control', SOURCE_CONTROL],
        ['test-tools', ['katalon', 'tosca']],
      ],
    ],
    [
      'playwright',
      [
        'index',
        'advanced-usage',
        `${product}-dashboard`,
        'ci-cd-integration',
        'core-concepts',
        'examples-and-tutorials',
        'integration-with-playwright',
        'introduction',
        [
          'api',
          [
            'advanced-configuration',
            'changelog',
            'common-configuration',
            'defining-regions',
            'eyes-check',
            'overview',
            'runner-configuration',
          ],
        ],
        ['guides', ['code-reviews', 'maintaining-tests']],
        ['source-control', SOURCE_CONTROL],
        ['reference', [['server-api', SERVER_API]]],
      ],
    ],
    ['reference', [['server-api', SERVER_API]]],
  ];
}

/**
 * Doc ids of every general doc the site must have, in the order of the tree
 * above, for a product slug.
 *
 * @example specGeneralDocIds('eyes').includes('getting-started/what-is-eyes') // true
 */
export function specGeneralDocIds(productSlug: string): string[] {
  return expand('', tree(productSlug));
}

/** Doc ids of every general doc the site must have, for the product slug `eyes`. */
export const GENERAL_DOC_IDS: readonly string[] = specGeneralDocIds('eyes');
