/**
 * The `sdks` front matter of the page behind a route, read from its MDX file
 * (`/a/b` is `content/docs/a/b.mdx` or `content/docs/a/b/index.mdx`). The
 * prerendered HTML does not carry it, and it decides which SDKs a general
 * page applies to. The front matter was validated by the site build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** The front matter block of an MDX source as an object (`{}` when there is none). */
export function frontMatterOf(source, file) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {};
  try {
    return parse(match[1]) ?? {};
  } catch (error) {
    throw new Error(`Search index: the front matter of ${file} is not valid YAML: ${error.message}`, { cause: error });
  }
}

/** Candidate source files of a route path, in the order the content model resolves them. */
export function sourceFilesForPath(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? [`${trimmed}.mdx`, `${trimmed}/index.mdx`] : ['index.mdx'];
}

/**
 * The front matter of the pages rendered from templates rather than MDX (the SDK pages), by doc
 * id, as the site build wrote it beside the server bundle (`sdk-pages.json`); `{}` without one.
 *
 * @param {string} serverDir dist/server
 * @returns {Promise<Record<string, { sdks?: string[] }>>}
 */
export async function readGeneratedFrontMatter(serverDir) {
  try {
    return JSON.parse(await readFile(join(serverDir, 'sdk-pages.json'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The `sdks` list of a page, or `undefined` when it has none or no docs source
 * (blog posts, generated listings).
 *
 * @param {string} docsDir content/docs
 * @param {string} path route path below the base, e.g. `/concepts/best-practices/ocr`
 * @param {Record<string, { sdks?: string[] }>} [generated] front matter of the pages without MDX, by doc id
 */
export async function sdksForPath(docsDir, path, generated = {}) {
  for (const file of sourceFilesForPath(path)) {
    const page = generated[file.replace(/\.mdx$/, '')];
    if (page) return Array.isArray(page.sdks) ? page.sdks.map(String) : undefined;
    const full = join(docsDir, file);
    let source;
    try {
      source = await readFile(full, 'utf8');
    } catch {
      continue;
    }
    const { sdks } = frontMatterOf(source, full);
    return Array.isArray(sdks) ? sdks.map(String) : undefined;
  }
  return undefined;
}
