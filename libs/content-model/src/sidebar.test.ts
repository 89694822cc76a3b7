import { SDK_KEYS } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import {
  sdksInclude,
  breadcrumbs,
  closestApplyingLink,
  ContentError,
  docsSidebarForEverySdk,
  labelFromDocId,
  previousAndNext,
  previousAndNextBySdk,
  resolveSidebar,
  sdkSidebarDefinition,
  sdksSeeing,
  sidebarFor,
  sidebarLinks,
  type SdkFilter,
  type SidebarDefinition,
  type SidebarItem,
} from './index';

const definition: SidebarDefinition = [
  { doc: 'concepts/eyes-test-manager/index', label: 'Test Manager' },
  {
    category: 'Getting started',
    collapsed: false,
    items: [
      { doc: 'index', label: 'Running your first test' },
      'getting-started/overview',
      { category: 'Eyes workflow', items: ['getting-started/eyes-workflow/baselines'] },
    ],
  },
  {
    category: 'Best practices',
    items: [
      'concepts/best-practices/match-levels',
      { doc: 'concepts/best-practices/native-mobile-library', sdks: ['espresso', 'appium-java-native'] },
    ],
  },
  {
    category: 'Playwright',
    sdks: ['playwright-ts'],
    items: ['playwright/index', { category: 'Server API reference', items: ['playwright/reference/server-api/index'] }],
  },
  { category: 'Server API reference', items: ['reference/server-api/index', 'reference/server-api/authentication'] },
  {
    category: 'SDKs',
    items: [
      sdkSidebarDefinition({ sdk: 'cypress', dir: 'sdks/cypress', kind: 'code', label: 'Cypress' }),
      sdkSidebarDefinition({ sdk: 'image-tester', dir: 'sdks/image-tester', kind: 'cli', label: 'Image Tester' }),
      {
        sdk: 'playwright-ts',
        quickstart: 'playwright/integration-with-playwright',
        reference: ['playwright/api/overview'],
      },
    ],
  },
];

const sdkDocIds = [
  ...['index', 'quickstart', 'changelog', 'configuration', 'check-settings', 'runners', 'ufg', 'advanced'].map(
    (slug) => `sdks/cypress/${slug}`,
  ),
  ...['batch-close', 'eyes', 'reference/eyes', 'reference/configuration', 'reference/check-settings'].map(
    (slug) => `sdks/cypress/${slug}`,
  ),
  'sdks/cypress/reference/runner',
  'sdks/cypress/reference/batch-info',
  ...['index', 'quickstart', 'changelog', 'configuration'].map((slug) => `sdks/image-tester/${slug}`),
];

const docIds = [
  'index',
  'concepts/eyes-test-manager/index',
  'getting-started/overview',
  'getting-started/eyes-workflow/baselines',
  'concepts/best-practices/match-levels',
  'concepts/best-practices/native-mobile-library',
  'playwright/index',
  'playwright/integration-with-playwright',
  'playwright/api/overview',
  'playwright/reference/server-api/index',
  'reference/server-api/index',
  'reference/server-api/authentication',
  ...sdkDocIds,
];

const titles: Record<string, string> = { 'getting-started/overview': 'Getting started overview' };
const sidebar = resolveSidebar(definition, { docIds, labelOf: (id) => titles[id] });

const labels = (items: readonly SidebarItem[]): unknown[] =>
  items.map((item) => (item.type === 'link' ? item.label : { [item.label]: labels(item.items) }));

describe('resolveSidebar', () => {
  it('resolves links with href, label and inherited sdks, and categories with defaults', () => {
    expect(sidebar[0]).toEqual({
      type: 'link',
      docId: 'concepts/eyes-test-manager/index',
      href: '/concepts/eyes-test-manager',
      label: 'Test Manager',
    });
    expect(sidebar[1]).toMatchObject({
      type: 'category',
      label: 'Getting started',
      collapsible: true,
      collapsed: false,
    });
    expect(sidebarLinks(sidebar).find((link) => link.docId === 'getting-started/overview')?.label).toBe(
      'Getting started overview',
    );
    expect(sidebarLinks(sidebar).find((link) => link.docId === 'playwright/index')).toMatchObject({
      href: '/playwright',
      label: 'Playwright',
      sdks: ['playwright-ts'],
    });
  });

  it('turns an SDK group into a category with the Quickstart first and the SDK reference last', () => {
    const cypress = sidebarLinks(sidebar).filter((link) => link.docId.startsWith('sdks/cypress/'));
    expect(cypress[0]).toMatchObject({ label: 'Quickstart', href: '/sdks/cypress/quickstart', sdks: ['cypress'] });
    const group = (sidebar[5] as Extract<SidebarItem, { type: 'category' }>).items[0];
    expect(group).toMatchObject({ type: 'category', label: 'Cypress', sdk: 'cypress' });
    expect(labels([group as SidebarItem])).toEqual([
      {
        Cypress: [
          'Quickstart',
          'Overview',
          'Configuration',
          'Check settings',
          'Runners',
          'Ultrafast Grid',
          'Advanced usage',
          'Closing batches',
          'The Eyes object',
          'Changelog',
          { 'SDK reference': ['Eyes', 'Configuration', 'CheckSettings', 'Runner', 'BatchInfo'] },
        ],
      },
    ]);
  });

  it('fails on an unknown doc id and lists the available ids, closest first', () => {
    const resolve = () => resolveSidebar(['getting-started/overveiw'], { docIds });
    expect(resolve).toThrow(ContentError);
    expect(resolve).toThrow(
      /^Unknown doc id "getting-started\/overveiw" in sidebar "tutorialSidebar"\. Available ids, closest first: getting-started\/overview, /,
    );
    try {
      resolve();
    } catch (error) {
      expect((error as ContentError).allowed).toHaveLength(docIds.length);
      expect((error as ContentError).allowed[0]).toBe('getting-started/overview');
    }
  });

  it('names only the closest few of hundreds of doc ids, those in the same folder first', () => {
    const many = [
      ...Array.from({ length: 700 }, (_, i) => `guides/page-${i}`),
      'concepts/match-levels',
      'concepts/baselines',
      'reference/match-levels',
    ];
    let message = '';
    try {
      resolveSidebar(['concepts/match-level'], { docIds: many });
    } catch (error) {
      message = (error as ContentError).message;
      expect((error as ContentError).allowed).toHaveLength(many.length);
    }
    expect(message).toBe(
      'Unknown doc id "concepts/match-level" in sidebar "tutorialSidebar". Available ids, closest first: ' +
        'concepts/match-levels, reference/match-levels, concepts/baselines, guides/page-0, guides/page-1, and 698 more',
    );
  });

  it('fails on an unknown SDK key in a filter', () => {
    expect(() =>
      resolveSidebar([{ doc: 'index', sdks: ['cypres' as 'cypress'] }], { docIds, sidebarId: 'mySidebar' }),
    ).toThrow(/^Unknown SDK filter "cypres" in sidebar "mySidebar"\. Available ids, closest first: cypress, /);
  });

  it("gives a link its page's sdks front matter when the definition gives none and it limits the page", () => {
    const front: Record<string, SdkFilter[]> = {
      index: ['selenium', 'webdriverio'],
      'getting-started/overview': ['all'],
      'concepts/best-practices/match-levels': ['espresso'],
    };
    const resolved = resolveSidebar(
      ['index', 'getting-started/overview', { doc: 'concepts/best-practices/match-levels', sdks: ['cypress'] }],
      { docIds, sdksOf: (docId) => front[docId] },
    );
    expect(resolved.map((item) => (item.type === 'link' ? item.sdks : undefined))).toEqual([
      ['selenium', 'webdriverio'],
      undefined,
      ['cypress'],
    ]);
    expect(sdksInclude(resolved[0]?.type === 'link' ? resolved[0].sdks : undefined, 'espresso')).toBe(false);
  });

  it('makes labels from ids when nothing else is known', () => {
    expect(labelFromDocId('getting-started/what-is-eyes')).toBe('What is eyes');
    expect(labelFromDocId('concepts/eyes-test-manager/apps-&-tests')).toBe('Apps & tests');
    expect(labelFromDocId('integrations/index')).toBe('Integrations');
  });
});

describe('sidebarFor', () => {
  it('docs mode shows the general docs for the SDK, drops empty categories and SDK groups', () => {
    expect(labels(sidebarFor(sidebar, { sdk: 'cypress', mode: 'docs' }))).toEqual([
      'Test Manager',
      {
        'Getting started': ['Running your first test', 'Getting started overview', { 'Eyes workflow': ['Baselines'] }],
      },
      { 'Best practices': ['Match levels'] },
      { 'Server API reference': ['Server api', 'Authentication'] },
    ]);
  });

  it('docs mode keeps pages filtered to the SDK', () => {
    const espresso = sidebarLinks(sidebarFor(sidebar, { sdk: 'espresso', mode: 'docs' })).map((link) => link.docId);
    expect(espresso).toContain('concepts/best-practices/native-mobile-library');
    const playwright = sidebarFor(sidebar, { sdk: 'playwright-ts', mode: 'docs' });
    expect(playwright[0]).toMatchObject({ label: 'Test Manager' });
    expect(labels(playwright)).toContainEqual({
      Playwright: ['Playwright', { 'Server API reference': ['Server api'] }],
    });
    expect(sidebarLinks(playwright).some((link) => link.docId === 'playwright/api/overview')).toBe(false);
  });

  it("docs mode keeps the page on screen's own link even where it does not apply to the SDK", () => {
    const ownPage = 'concepts/best-practices/native-mobile-library';
    const cypress = sidebarFor(sidebar, { sdk: 'cypress', mode: 'docs', docId: ownPage });
    expect(labels(cypress)).toContainEqual({ 'Best practices': ['Match levels', 'Native mobile library'] });
    expect(previousAndNext(cypress, ownPage)).toMatchObject({
      previous: { docId: 'concepts/best-practices/match-levels' },
      next: { docId: 'reference/server-api/index' },
    });
    // Another page on screen: the SDK's own view, the same object as without a page.
    expect(sidebarFor(sidebar, { sdk: 'cypress', mode: 'docs', docId: 'index' })).toBe(
      sidebarFor(sidebar, { sdk: 'cypress', mode: 'docs' }),
    );
  });

  it('api mode shows the SDK Quickstart and reference', () => {
    const cypress = sidebarFor(sidebar, { sdk: 'cypress', mode: 'api', path: '/sdks/cypress/quickstart' });
    expect(cypress[0]).toMatchObject({ type: 'link', label: 'Quickstart', docId: 'sdks/cypress/quickstart' });
    expect(cypress.at(-1)).toMatchObject({ type: 'category', label: 'SDK reference' });
    expect(labels(sidebarFor(sidebar, { sdk: 'image-tester', mode: 'api' }))).toEqual([
      'Quickstart',
      'Overview',
      'Configuration',
      'Changelog',
    ]);
    expect(
      labels(sidebarFor(sidebar, { sdk: 'playwright-ts', mode: 'api', path: '/playwright/api/overview' })),
    ).toEqual(['Quickstart', { 'SDK reference': ['Overview'] }]);
    expect(sidebarFor(sidebar, { sdk: 'xcui', mode: 'api' })).toEqual([]);
  });

  it('api mode under reference/server-api shows the server API reference, opened', () => {
    for (const path of [
      '/tutorials/reference/server-api/authentication',
      '/reference/server-api',
      'reference/server-api/index',
    ]) {
      const items = sidebarFor(sidebar, { sdk: 'cypress', mode: 'api', path });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 'category', label: 'Server API reference', collapsed: false });
      expect(sidebarLinks(items).map((link) => link.docId)).toEqual([
        'reference/server-api/index',
        'reference/server-api/authentication',
      ]);
    }
    const copy = sidebarFor(sidebar, { sdk: 'playwright-ts', mode: 'api', path: '/playwright/reference/server-api' });
    expect(sidebarLinks(copy).map((link) => link.docId)).toEqual(['playwright/reference/server-api/index']);
  });
});

describe('docsSidebarForEverySdk and sdksSeeing', () => {
  const everySdk = docsSidebarForEverySdk(sidebar);

  /** The entries of `items` that `sdk` sees, by `sdksSeeing`. */
  const seenBy = (items: readonly SidebarItem[], sdk: string): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      const seeing = sdksSeeing(item);
      if (seeing && !seeing.includes(sdk as never)) return [];
      return [item.type === 'link' ? item : { ...item, items: seenBy(item.items, sdk) }];
    });

  it('keeps the entries of every SDK in the general docs, and no SDK group', () => {
    expect(labels(everySdk)).toEqual([
      'Test Manager',
      {
        'Getting started': ['Running your first test', 'Getting started overview', { 'Eyes workflow': ['Baselines'] }],
      },
      { 'Best practices': ['Match levels', 'Native mobile library'] },
      { Playwright: ['Playwright', { 'Server API reference': ['Server api'] }] },
      { 'Server API reference': ['Server api', 'Authentication'] },
    ]);
  });

  it('names the SDKs that see a link or a category, and none for what every SDK sees', () => {
    const [manager, , practices, playwright] = everySdk;
    expect(manager && sdksSeeing(manager)).toBeUndefined();
    expect(practices && sdksSeeing(practices)).toBeUndefined();
    expect(practices?.type === 'category' && practices.items.map(sdksSeeing)).toEqual([
      undefined,
      ['appium-java-native', 'espresso'],
    ]);
    expect(playwright && sdksSeeing(playwright)).toEqual(['playwright-ts']);
  });

  it("without what an SDK does not see, it is that SDK's docs sidebar", () => {
    for (const sdk of ['cypress', 'espresso', 'appium-java-native', 'playwright-ts', 'selenium-java'] as const) {
      expect(seenBy(everySdk, sdk)).toEqual(sidebarFor(sidebar, { sdk, mode: 'docs' }));
    }
  });

  it("leaves the page on screen's link unmarked: every SDK sees it, as sidebarFor keeps it", () => {
    const ownPage = 'concepts/best-practices/native-mobile-library';
    const withOwn = docsSidebarForEverySdk(sidebar, ownPage);
    const own = sidebarLinks(withOwn).find((link) => link.docId === ownPage);
    expect(own && sdksSeeing(own)).toBeUndefined();
    for (const sdk of ['cypress', 'espresso', 'playwright-ts'] as const) {
      expect(labels(seenBy(withOwn, sdk))).toEqual(labels(sidebarFor(sidebar, { sdk, mode: 'docs', docId: ownPage })));
    }
  });
});

describe('closestApplyingLink', () => {
  it('finds the nearest sibling that applies to the SDK, then looks a level up', () => {
    expect(closestApplyingLink(sidebar, 'concepts/best-practices/native-mobile-library', 'cypress')?.docId).toBe(
      'concepts/best-practices/match-levels',
    );
    // The Playwright category applies to playwright-ts only: the nearest category beside it that applies.
    expect(closestApplyingLink(sidebar, 'playwright/index', 'cypress')?.docId).toBe(
      'concepts/best-practices/match-levels',
    );
    expect(closestApplyingLink(sidebar, 'nowhere', 'cypress')).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('gives the categories down to the link', () => {
    expect(breadcrumbs(sidebar, 'getting-started/eyes-workflow/baselines')).toEqual([
      { label: 'Getting started' },
      { label: 'Eyes workflow' },
      {
        label: 'Baselines',
        href: '/getting-started/eyes-workflow/baselines',
        docId: 'getting-started/eyes-workflow/baselines',
      },
    ]);
    expect(breadcrumbs(sidebar, 'concepts/eyes-test-manager/index')).toHaveLength(1);
    expect(breadcrumbs(sidebar, 'sdks/cypress/reference/runner').map((crumb) => crumb.label)).toEqual([
      'SDKs',
      'Cypress',
      'SDK reference',
      'Runner',
    ]);
    expect(breadcrumbs(sidebar, 'nowhere')).toEqual([]);
  });
});

describe('previousAndNext', () => {
  it('follows sidebar order across categories, links only', () => {
    const { previous, next } = previousAndNext(sidebar, 'index');
    expect(previous?.docId).toBe('concepts/eyes-test-manager/index');
    expect(next?.docId).toBe('getting-started/overview');
    expect(previousAndNext(sidebar, 'getting-started/eyes-workflow/baselines').next?.docId).toBe(
      'concepts/best-practices/match-levels',
    );
  });

  it('has no previous at the start, no next at the end, nothing for an unknown doc', () => {
    expect(previousAndNext(sidebar, 'concepts/eyes-test-manager/index').previous).toBeUndefined();
    const docs = sidebarFor(sidebar, { sdk: 'cypress', mode: 'docs' });
    expect(previousAndNext(docs, 'reference/server-api/authentication')).toEqual({
      previous: expect.objectContaining({ docId: 'reference/server-api/index' }),
    });
    expect(previousAndNext(sidebar, 'nowhere')).toEqual({});
  });
});

describe('previousAndNextBySdk', () => {
  const neighbours = (docId: string) =>
    previousAndNextBySdk(sidebar, docId).map(({ sdks, previous, next }) => ({
      sdks: sdks.length === SDK_KEYS.length ? 'every SDK' : sdks,
      previous: previous?.docId,
      next: next?.docId,
    }));

  it('gives one group when every SDK sees the same neighbours', () => {
    expect(neighbours('index')).toEqual([
      { sdks: 'every SDK', previous: 'concepts/eyes-test-manager/index', next: 'getting-started/overview' },
    ]);
  });

  it('splits the SDKs by the neighbours they see, and leaves none to SDKs whose sidebar lacks the doc', () => {
    const others = SDK_KEYS.filter((sdk) => !['espresso', 'appium-java-native', 'playwright-ts'].includes(sdk));
    expect(neighbours('concepts/best-practices/match-levels')).toEqual([
      { sdks: others, previous: 'getting-started/eyes-workflow/baselines', next: 'reference/server-api/index' },
      {
        sdks: ['playwright-ts'],
        previous: 'getting-started/eyes-workflow/baselines',
        next: 'playwright/index',
      },
      {
        sdks: ['appium-java-native', 'espresso'],
        previous: 'getting-started/eyes-workflow/baselines',
        next: 'concepts/best-practices/native-mobile-library',
      },
    ]);
    // A page keeps its own entry for the SDKs it does not apply to: they see it between their neighbours.
    expect(neighbours('concepts/best-practices/native-mobile-library')).toEqual([
      {
        sdks: SDK_KEYS.filter((sdk) => sdk !== 'playwright-ts'),
        previous: 'concepts/best-practices/match-levels',
        next: 'reference/server-api/index',
      },
      { sdks: ['playwright-ts'], previous: 'concepts/best-practices/match-levels', next: 'playwright/index' },
    ]);
  });

  it('gives each SDK the neighbours of its own docs sidebar', () => {
    for (const group of previousAndNextBySdk(sidebar, 'concepts/best-practices/match-levels')) {
      for (const sdk of group.sdks) {
        const { previous, next } = previousAndNext(
          sidebarFor(sidebar, { sdk, mode: 'docs', docId: 'concepts/best-practices/match-levels' }),
          'concepts/best-practices/match-levels',
        );
        expect({ previous, next }).toEqual({ previous: group.previous, next: group.next });
      }
    }
  });
});

describe('answers kept per sidebar', () => {
  it('gives the same objects for the same sidebar, so pages of a section share them', () => {
    const options = { sdk: 'cypress', mode: 'docs' } as const;
    expect(sidebarFor(sidebar, options)).toBe(sidebarFor(sidebar, options));
    expect(docsSidebarForEverySdk(sidebar)).toBe(docsSidebarForEverySdk(sidebar));
    expect(breadcrumbs(sidebar, 'index')).toBe(breadcrumbs(sidebar, 'index'));
  });

  it('works a new sidebar out afresh', () => {
    const reordered = [...sidebar.slice(1), ...sidebar.slice(0, 1)];
    const labelsFor = (items: readonly SidebarItem[]) =>
      sidebarFor(items, { sdk: 'cypress', mode: 'docs' }).map((item) => item.label);
    const [firstLabel, ...otherLabels] = labelsFor(sidebar);
    expect(previousAndNext(reordered, 'index')).not.toEqual(previousAndNext(sidebar, 'index'));
    expect(labelsFor(reordered)).toEqual([...otherLabels, firstLabel]);
  });
});

describe('sdksInclude', () => {
  it('covers an SDK when there is no list, the list has all, or names the SDK', () => {
    expect(sdksInclude(undefined, 'cypress')).toBe(true);
    expect(sdksInclude(['all'], 'cypress')).toBe(true);
    expect(sdksInclude(['cypress', 'webdriverio'], 'cypress')).toBe(true);
    expect(sdksInclude(['playwright-ts'], 'cypress')).toBe(false);
    // An empty list is read as no list (the front matter schema refuses one), as the llms files read it.
    expect(sdksInclude([], 'cypress')).toBe(true);
  });

  it('reads platforms and API families as their SDKs', () => {
    const grid = ['selenium', 'webdriverio', 'robot', 'watir', 'capybara', 'protractor'];
    expect(sdksInclude(grid, 'selenium-java')).toBe(true);
    expect(sdksInclude(grid, 'espresso')).toBe(false);
    expect(sdksInclude(grid, 'cypress')).toBe(false);
    expect(sdksInclude(['web', 'component'], 'storybook')).toBe(true);
    expect(sdksInclude(['web', 'component'], 'appium-java-web')).toBe(false);
    const link = { type: 'link', docId: 'x', href: '/x', label: 'X', sdks: ['mobile-native'] } as const;
    expect(sdksSeeing({ ...link, sdks: [...link.sdks] })).toEqual([
      'appium-csharp-native',
      'appium-java-native',
      'appium-js-native',
      'appium-python-native',
      'appium-ruby-native',
      'espresso',
      'xctest',
      'xcui',
    ]);
  });
});
