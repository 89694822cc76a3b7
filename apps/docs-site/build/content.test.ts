// @vitest-environment node
/**
 * Checks of the authored pages themselves, fast enough to run on every change
 * (no site build): each MDX file compiles through the real pipeline, its front
 * matter passes the content model, and every internal link in the source
 * points at an existing page and heading. The prerendered site gets the same
 * link check again on its final HTML.
 *
 * CONTENT_FILTER=concepts/ npx vitest run build/content.test.ts  checks a subset.
 */
import { routePathFromContentFile } from '@docs/content-model';
import { parseFrontMatter } from '@docs/content-model/schema';
import { compile } from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mdxPipeline } from './mdx/pipeline';

const workspace = join(import.meta.dirname, '../../..');
const docsDir = join(workspace, 'content/docs');
const filter = process.env.CONTENT_FILTER ?? '';

const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.split('\\').join('/'))
  .sort();

interface Page {
  file: string;
  path: string;
  source: string;
  anchors: Set<string>;
}

/** Heading ids as rehype-slug assigns them, plus explicit `id="..."` attributes. */
function anchorsOf(source: string): Set<string> {
  const slugger = new GithubSlugger();
  const body = source.replace(/```[\s\S]*?```/g, '');
  const ids = [...body.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) =>
    slugger.slug((match[1] ?? '').replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
  );
  const explicit = [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] ?? '');
  return new Set([...ids, ...explicit]);
}

const pages = new Map<string, Page>(
  files.map((file) => {
    const source = readFileSync(join(docsDir, file), 'utf8');
    const path = routePathFromContentFile(file);
    return [path, { file, path, source, anchors: anchorsOf(source) }];
  }),
);

/**
 * Internal links of a page's source: markdown links, JSX hrefs and `to`s written from the docs root or relative.
 * Images are not links (the pipeline fails on a missing one).
 */
function linksOf(page: Page): string[] {
  const body = page.source
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '');
  const markdown = [...body.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  const jsx = [...body.matchAll(/\b(?:href|to)="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...markdown, ...jsx].filter((href) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href));
}

/** A link to a file of the built site rather than a page, by extension (as the build's link report tells them). */
const SITE_FILE = /\.(xml|txt|json|svg|png|jpe?g|webp|ico)$/;

function resolveLink(from: Page, href: string): { path: string; anchor?: string } {
  const [rawPath = '', anchor] = href.split('#');
  if (rawPath === '') return { path: from.path, anchor };
  const base = new URL(`http://docs${from.path === '/' ? '/' : `${from.path}/`}`);
  const url = new URL(rawPath, rawPath.startsWith('/') ? 'http://docs/' : new URL('..', base));
  const path = decodeURIComponent(url.pathname).replace(/\/index$|\/$/g, '') || '/';
  return { path, anchor };
}

const selected = [...pages.values()].filter((page) => page.file.startsWith(filter));
// One pipeline for every page, as in a build: its highlight cache serves snippets that repeat.
const pipeline = mdxPipeline();

// The first compile loads every highlighting grammar; do it once up front so
// no page's own test pays for it.
beforeAll(async () => {
  await compile({ value: '# Warm up\n\n```java\nint a = 1;\n```\n', path: join(docsDir, 'warm-up.mdx') }, pipeline);
}, 60_000);

describe.each(selected.map((page) => [page.file, page] as const))('content/docs/%s', (_file, page) => {
  it('has valid front matter', () => {
    const yaml = /^---\n([\s\S]*?)\n---/.exec(page.source)?.[1];
    expect(yaml, 'the page starts with front matter').toBeDefined();
    parseFrontMatter(parse(yaml ?? '') ?? {}, `content/docs/${page.file}`);
  });

  it('compiles through the MDX pipeline, every image with a width and height', async () => {
    const output = String(await compile({ value: page.source, path: join(docsDir, page.file) }, pipeline));
    // Each image's props, written markdown or JSX: without both sizes its box is unknown until it loads.
    const images = [...output.matchAll(/(?:_components\.img|"img"),\s*\{([^}]*)/g)].map((match) => match[1] ?? '');
    expect(images.filter((props) => !/\bwidth:/.test(props) || !/\bheight:/.test(props))).toEqual([]);
  });

  it('has exactly one h1', () => {
    const body = page.source.replace(/```[\s\S]*?```/g, '');
    expect(body.match(/^# /gm) ?? []).toHaveLength(1);
  });

  it('links only to pages and headings that exist', () => {
    // A file the build publishes (`/reference/server-api/openapi.json`) exists only in the built
    // site: the build's link report checks those links (tools/scripts/prerender.mjs).
    const broken = linksOf(page).filter((href) => {
      if (SITE_FILE.test(href.split(/[?#]/)[0] ?? '')) return false;
      const { path, anchor } = resolveLink(page, href);
      const target = pages.get(path);
      return !target || (anchor !== undefined && anchor !== '' && !target.anchors.has(anchor));
    });
    expect(broken, `broken links in ${relative(workspace, join(docsDir, page.file))}`).toEqual([]);
  });
});
