import { describe, expect, it } from 'vitest';
import { REQUIRED_GENERAL_ROUTES, REQUIRED_SDK_BASE_PAGES, REQUIRED_SDK_FOLDERS } from './fixtures/required-routes';
import { SDK_FOLDERS } from './fixtures/sdk-folders';
import {
  buildRouteTable,
  GENERAL_DOC_IDS,
  SDK_PAGE_SLUGS,
  sectionOf,
  specGeneralDocIds,
  standardSdkFolder,
  tagSlug,
  withBasePath,
  type RouteEntry,
} from './index';

const table = buildRouteTable({ docIds: GENERAL_DOC_IDS, sdkFolders: SDK_FOLDERS, blogPosts: [] });
const publicPaths = new Set(table.routes.filter((route) => route.exact).map((route) => withBasePath(route.path)));

describe('buildRouteTable on the required routes', () => {
  it('raises no warning', () => {
    expect(table.warnings).toEqual([]);
  });

  it.each(REQUIRED_GENERAL_ROUTES)('has the general doc %s', (path) => {
    expect(publicPaths.has(path)).toBe(true);
  });

  it('has exactly the required general docs', () => {
    const docPaths = table.routes.filter((route) => route.kind === 'doc').map((route) => withBasePath(route.path));
    expect([...docPaths].sort()).toEqual([...REQUIRED_GENERAL_ROUTES].sort());
    expect(new Set(GENERAL_DOC_IDS).size).toBe(GENERAL_DOC_IDS.length);
  });

  it.each(REQUIRED_SDK_FOLDERS)(
    'has index, quickstart, changelog and configuration for sdks/$folder',
    ({ folder, sdk }) => {
      for (const page of REQUIRED_SDK_BASE_PAGES) {
        const route = table.routes.find((entry) => withBasePath(entry.path) === `/tutorials/sdks/${folder}${page}`);
        expect(route, `${folder}${page}`).toMatchObject({ kind: 'sdk', sdk, section: 'sdks', exact: true });
      }
    },
  );

  it('gives code-based SDKs the class-reference pages and the CLI only the base pages', () => {
    const paths = (prefix: string) => table.routes.filter((route) => route.path.startsWith(prefix)).map((r) => r.path);
    expect(paths('/sdks/cypress/')).toContain('/sdks/cypress/reference/check-settings');
    expect(paths('/sdks/image-tester')).toEqual([
      '/sdks/image-tester',
      '/sdks/image-tester/quickstart',
      '/sdks/image-tester/changelog',
      '/sdks/image-tester/configuration',
    ]);
    expect(SDK_PAGE_SLUGS.code).toHaveLength(15);
  });

  it('attributes storybook-angular pages to storybook and has no folder for playwright-ts', () => {
    expect(table.routes.find((route) => route.path === '/sdks/storybook-angular/quickstart')).toMatchObject({
      sdk: 'storybook',
    });
    expect(table.routes.some((route) => route.path.startsWith('/sdks/playwright-ts/'))).toBe(false);
  });

  it('puts every route in a section and the catch-all last', () => {
    const last = table.routes.at(-1);
    expect(last).toEqual({ kind: 'not-found', id: 'not-found', path: '*', exact: false });
    expect(table.routes.filter((route) => route.kind !== 'not-found').every((route) => route.section)).toBe(true);
    expect(table.routes.find((route) => route.path === '/playwright/api/overview')?.section).toBe('playwright');
    expect(table.routes.find((route) => route.path === '/reference/server-api/authentication')?.section).toBe(
      'reference',
    );
  });

  it('keeps & in paths', () => {
    expect(table.routes.some((route) => route.path === '/concepts/eyes-test-manager/apps-&-tests')).toBe(true);
  });

  it('expands the product slug', () => {
    expect(specGeneralDocIds('acme')).toContain('concepts/acme-test-manager/index');
    expect(GENERAL_DOC_IDS).toContain('playwright/eyes-dashboard');
  });
});

describe('buildRouteTable', () => {
  it('turns doc ids inside an SDK folder into SDK routes and merges repeats silently', () => {
    const { routes, warnings } = buildRouteTable({
      docIds: ['index', 'sdks/cypress/quickstart'],
      sdkFolders: [standardSdkFolder({ dir: 'sdks/cypress', sdk: 'cypress', kind: 'cli' })],
    });
    expect(warnings).toEqual([]);
    expect(routes.filter((route) => route.path === '/sdks/cypress/quickstart')).toEqual([
      {
        kind: 'sdk',
        id: 'sdks/cypress/quickstart',
        docId: 'sdks/cypress/quickstart',
        path: '/sdks/cypress/quickstart',
        exact: true,
        sdk: 'cypress',
        section: 'sdks',
      },
    ]);
  });

  it('warns about a duplicate route and keeps the first', () => {
    const { routes, warnings } = buildRouteTable({ docIds: ['integrations/index', 'integrations'] });
    expect(routes.filter((route) => route.path === '/integrations')).toHaveLength(1);
    expect(routes.find((route) => route.path === '/integrations')).toMatchObject({ docId: 'integrations/index' });
    expect(warnings).toEqual([
      {
        code: 'duplicate-route',
        path: '/integrations',
        message:
          'Duplicate route "/integrations": content/docs/integrations/index.mdx and content/docs/integrations.mdx both have this path; ' +
          'content/docs/integrations/index.mdx is served, content/docs/integrations.mdx is not (no page shows it): rename or move one.',
      },
    ]);
  });

  it('warns about a doc outside the known sections', () => {
    const { warnings } = buildRouteTable({ docIds: ['misc/page'] });
    expect(warnings).toMatchObject([{ code: 'unknown-section', path: '/misc/page' }]);
  });

  it('builds the blog index, archive, posts and tag pages', () => {
    const { routes } = buildRouteTable({
      docIds: [],
      blogPosts: [
        { slug: 'hello-world', tags: ['Release Notes', 'visual-ai'] },
        { slug: 'second', tags: ['release notes'] },
      ],
    });
    const blog = routes.filter((route): route is Extract<RouteEntry, { kind: 'blog' }> => route.kind === 'blog');
    expect(blog.map((route) => [route.path, route.page])).toEqual([
      ['/blog', 'index'],
      ['/blog/archive', 'archive'],
      ['/blog/hello-world', 'post'],
      ['/blog/second', 'post'],
      ['/blog/tags', 'tags'],
      ['/blog/tags/release-notes', 'tag'],
      ['/blog/tags/visual-ai', 'tag'],
    ]);
    expect(blog.every((route) => route.section === 'blog' && route.exact)).toBe(true);
  });
});

describe('sectionOf and tagSlug', () => {
  it.each([
    ['index', 'getting-started'],
    ['concepts/best-practices/ocr', 'concepts'],
    ['reference/server-api/index', 'reference'],
    ['elsewhere/page', undefined],
  ])('%s is in %s', (docId, section) => {
    expect(sectionOf(docId)).toBe(section);
  });

  it('slugs tags', () => {
    expect(tagSlug('  Visual AI & OCR ')).toBe('visual-ai-ocr');
  });
});
