import type { SdkKey } from '@docs/sdk-catalog';
import type { ContentWarning } from './errors';
import { docPath } from './routes';
import type { SdkFolder } from './sdk-pages';

/** The top-level folders of the docs, plus the blog. */
export const SECTIONS = [
  'concepts',
  'getting-started',
  'integrations',
  'playwright',
  'reference',
  'sdks',
  'blog',
] as const;

/** A section of the site. */
export type Section = (typeof SECTIONS)[number];

/**
 * The section of a doc id: its first path segment. The landing page (`index`,
 * "running your first test") counts as `getting-started`. `undefined` when the
 * first segment is not a known section.
 */
export function sectionOf(docId: string): Section | undefined {
  if (docId === 'index') return 'getting-started';
  const first = docId.split('/')[0] ?? '';
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : undefined;
}

interface RouteBase {
  /** Unique id: the doc id for pages, `blog/...` for blog routes, `not-found` for the catch-all. */
  id: string;
  /** Route path relative to the base path (`/` is the landing page; `*` the catch-all). */
  path: string;
  /** Whether the route matches exactly (every route but the catch-all). */
  exact: boolean;
  section?: Section;
}

/** A general documentation page: landing, getting started, concepts, integrations, Playwright, server API. */
export interface DocRoute extends RouteBase {
  kind: 'doc';
  docId: string;
  exact: true;
}

/** A page of an SDK folder (`sdks/<folder>/...`). */
export interface SdkRoute extends RouteBase {
  kind: 'sdk';
  docId: string;
  exact: true;
  /** The SDK that owns the page. */
  sdk: SdkKey;
  section: 'sdks';
}

/** What a blog route shows. */
export type BlogPage = 'index' | 'post' | 'archive' | 'tags' | 'tag';

/** A blog route: the index, a post, the year archive, the tag list or one tag. */
export interface BlogRoute extends RouteBase {
  kind: 'blog';
  exact: true;
  section: 'blog';
  page: BlogPage;
  /** Slug of the post (`page: 'post'`). */
  slug?: string;
  /** The tag as written (`page: 'tag'`). */
  tag?: string;
}

/** The catch-all that shows the not-found page. */
export interface NotFoundRoute extends RouteBase {
  kind: 'not-found';
  path: '*';
  exact: false;
}

/** One route of the site. */
export type RouteEntry = DocRoute | SdkRoute | BlogRoute | NotFoundRoute;

/** A blog post as the route table needs it. */
export interface BlogPostInput {
  /** Slug of the post; it is served at `/blog/<slug>`. */
  slug: string;
  tags?: readonly string[];
}

/** Input of {@link buildRouteTable}. */
export interface RouteTableInput {
  /**
   * Doc ids of the files under `content/docs` (e.g. `getting-started/overview`,
   * `index`). Ids inside an SDK folder become SDK routes owned by that SDK.
   */
  docIds: readonly string[];
  /** SDK folders and their standard subpages (see `standardSdkFolder`). */
  sdkFolders?: readonly SdkFolder[];
  /** Blog posts; when given (even empty) the blog index, archive and tag routes are added. */
  blogPosts?: readonly BlogPostInput[];
}

/** The routes of the site and the warnings raised while building them. */
export interface RouteTable {
  /** Every route, general docs first, then SDK pages, blog, and the catch-all last. */
  routes: RouteEntry[];
  /** Duplicate routes (the first one wins) and docs outside the known sections. */
  warnings: ContentWarning[];
}

/**
 * URL slug of a blog tag: lower case, runs of other characters than letters
 * and digits become one `-`.
 *
 * @example tagSlug('Visual AI') // 'visual-ai'
 */
export function tagSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A route as a duplicate-route warning names it: a doc by its file, others by kind and id. */
function describeRoute(route: RouteEntry): string {
  return route.kind === 'doc' || route.kind === 'sdk'
    ? `content/docs/${route.docId}.mdx`
    : `the ${route.kind} route "${route.id}"`;
}

/**
 * Builds every route of the site: general docs, SDK pages, blog routes and the
 * not-found catch-all (last, path `*`, not exact). Two routes with the same
 * path raise a `duplicate-route` warning and the first is kept; the same doc
 * listed twice is merged silently.
 *
 * @example
 * const { routes, warnings } = buildRouteTable({
 *   docIds: ['index', 'getting-started/overview'],
 *   sdkFolders: [standardSdkFolder({ dir: 'sdks/cypress', sdk: 'cypress', kind: 'code' })],
 *   blogPosts: [{ slug: 'hello', tags: ['release'] }],
 * });
 */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const byPath = new Map<string, RouteEntry>();
  const warnings: ContentWarning[] = [];
  const folders = [...(input.sdkFolders ?? [])].sort((a, b) => b.dir.length - a.dir.length);
  const ownerOf = (docId: string) => folders.find((folder) => docId.startsWith(`${folder.dir}/`));

  const add = (route: RouteEntry) => {
    const existing = byPath.get(route.path);
    if (!existing) {
      byPath.set(route.path, route);
      return;
    }
    if (existing.id === route.id) return;
    warnings.push({
      code: 'duplicate-route',
      path: route.path,
      message:
        `Duplicate route "${route.path}": ${describeRoute(existing)} and ${describeRoute(route)} both have this path; ` +
        `${describeRoute(existing)} is served, ${describeRoute(route)} is not (no page shows it): rename or move one.`,
    });
  };

  const addDoc = (docId: string) => {
    const folder = ownerOf(docId);
    if (folder) {
      add({ kind: 'sdk', id: docId, docId, path: docPath(docId), exact: true, sdk: folder.sdk, section: 'sdks' });
      return;
    }
    const section = sectionOf(docId);
    if (!section) {
      warnings.push({
        code: 'unknown-section',
        path: docPath(docId),
        message: `Doc "${docId}" is outside the known sections (${SECTIONS.join(', ')}).`,
      });
    }
    add({ kind: 'doc', id: docId, docId, path: docPath(docId), exact: true, ...(section ? { section } : {}) });
  };

  input.docIds.forEach(addDoc);
  for (const folder of input.sdkFolders ?? []) {
    for (const slug of folder.slugs) addDoc(`${folder.dir}/${slug}`);
  }

  if (input.blogPosts) {
    const blog = (page: BlogPage, id: string, extra: Partial<BlogRoute> = {}): BlogRoute => ({
      kind: 'blog',
      id,
      path: `/${id}`,
      exact: true,
      section: 'blog',
      page,
      ...extra,
    });
    add(blog('index', 'blog'));
    add(blog('archive', 'blog/archive'));
    const tags = new Map<string, string>();
    for (const post of input.blogPosts) {
      add(blog('post', `blog/${post.slug}`, { slug: post.slug }));
      for (const tag of post.tags ?? []) if (!tags.has(tagSlug(tag))) tags.set(tagSlug(tag), tag);
    }
    if (tags.size > 0) add(blog('tags', 'blog/tags'));
    for (const [slug, tag] of tags) add(blog('tag', `blog/tags/${slug}`, { tag }));
  }

  add({ kind: 'not-found', id: 'not-found', path: '*', exact: false });
  return { routes: [...byPath.values()], warnings };
}
