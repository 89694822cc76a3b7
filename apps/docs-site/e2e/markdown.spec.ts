import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_SDK, limitingSdks, SDK_KEYS, sdkForPath, type SdkKey } from '@docs/sdk-catalog';
import { NGINX_PORT } from '../playwright.config';
import { openPage, seedStorage } from './reader';

/**
 * Markdown for tools (README, Page Markdown): every page with an article has its Markdown at its
 * address plus `.md`, with its headings and the right SDK's code; llms.txt's links resolve; each
 * llms/<sdk>.txt holds only the pages that apply to its SDK; both servers send them as text; and
 * "Copy page" puts the reader's SDK's Markdown on the clipboard.
 */
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(appDir, 'dist/site');
const docsDir = join(appDir, '../../content/docs');
const routes: string[] = JSON.parse(readFileSync(join(appDir, 'dist/reports/routes.json'), 'utf8'));
const ORIGIN = 'https://docs.eyes.example';

const html = (route: string) => readFileSync(join(siteDir, route.replace(/^\/+/, ''), 'index.html'), 'utf8');
const markdownFile = (route: string) => join(siteDir, `${route.replace(/^\/+|\/+$/g, '') || 'index'}.md`);
const decode = (text = '') =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
/** Text of a Markdown heading line, without its marks and escapes. */
const plain = (text: string) => text.replace(/[\\`*_]/g, '').trim();

/** The `h1`-`h3` headings of a page's article, outside blocks shown to some SDKs only. */
function articleHeadings(page: string): string[] {
  const article = page.slice(page.indexOf('<article class="doc'), page.indexOf('</article>'));
  return [...article.matchAll(/<h([123])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .map((match) => decode((match[2] ?? '').replace(/<a\b[^>]*class="heading-anchor"[\s\S]*?<\/a>/g, '')))
    .filter(Boolean);
}

/**
 * The SDKs a general page's source file applies to, read from its `sdks` front matter by the
 * catalogue's resolver (keys, aliases, platforms, API families); none: every SDK.
 */
function pageSdks(route: string): readonly SdkKey[] | undefined {
  const base = join(docsDir, route.replace(/^\/+/, ''));
  const file = [`${base}.mdx`, join(base, 'index.mdx')].find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const front = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  const sdks = front ? (parseYaml(front[1] ?? '') as { sdks?: string[] }).sdks : undefined;
  return limitingSdks(sdks);
}

/** The page paths a combined file holds, from its `Source:` lines. */
const sources = (text: string) =>
  [...text.matchAll(/^Source: (\S+)\.md$/gm)].map((match) => {
    const path = new URL(match[1] ?? '', ORIGIN).pathname.replace(/^\/tutorials\/?/, '/');
    return path === '/index' ? '/' : path;
  });

/** The fenced code blocks of a Markdown text. */
const fences = (text: string) => [...text.matchAll(/^```[^\n]*\n[\s\S]*?\n```$/gm)].map((match) => match[0]);

test.describe('page Markdown files', () => {
  test("every page with an article has its .md, with its title, headings, and its SDK's code", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const page = html(route);
      // A doc's article, or a listing's column marked for its Markdown (the blog's index, archive, tags).
      if (!/<article class="doc[ "]|\sdata-page-markdown[ =>]/.test(page)) continue;
      checked++;
      if (!existsSync(markdownFile(route))) {
        missing.push(`${route}: no ${markdownFile(route)}`);
        continue;
      }
      const markdown = readFileSync(markdownFile(route), 'utf8');
      const title = decode(page.match(/<title>([^<]*) \| Eyes Tutorials<\/title>/)?.[1] ?? '');
      const front = parseYaml(markdown.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '') as { title?: string };
      if (front.title !== title) missing.push(`${route}: front matter title ${front.title}, page title ${title}`);
      const lines = new Set(
        markdown
          .split('\n')
          .filter((line) => /^#{1,3} /.test(line))
          .map((line) => plain(line.replace(/^#+ /, ''))),
      );
      for (const heading of articleHeadings(page)) {
        if (!lines.has(plain(heading))) missing.push(`${route}: heading "${heading}" missing`);
      }
      expect(page, route).toContain(`<link rel="alternate" type="text/markdown" href="/tutorials/`);
    }
    expect(checked).toBeGreaterThan(750);
    expect(missing).toEqual([]);
  });

  test('every link of every .md to the site is absolute and leads to a file the site has: a page to its .md', () => {
    const broken: string[] = [];
    let followed = 0;
    for (const route of routes) {
      if (!existsSync(markdownFile(route))) continue;
      const markdown = readFileSync(markdownFile(route), 'utf8');
      for (const [, url = ''] of markdown.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
        if (url.startsWith('/')) {
          broken.push(`${route}: ${url} is not absolute`);
          continue;
        }
        if (!url.startsWith(`${ORIGIN}/tutorials/`)) continue;
        followed++;
        const path = decodeURIComponent(new URL(url).pathname.slice('/tutorials/'.length));
        if (!existsSync(join(siteDir, path))) broken.push(`${route}: ${url} (no ${path})`);
        else if (!/\.[a-z0-9]+$/i.test(path)) broken.push(`${route}: ${url} is not a file`);
      }
    }
    expect(followed).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });

  test("a general page's .md has the default SDK's samples; an SDK's page has its own language", () => {
    const general = readFileSync(markdownFile('/concepts/best-practices/match-levels'), 'utf8');
    const cypress = readFileSync(join(siteDir, 'llms/cypress.txt'), 'utf8');
    const java = readFileSync(join(siteDir, 'llms/selenium-java.txt'), 'utf8');
    expect(DEFAULT_SDK).toBe('cypress');
    // The page's samples as the default SDK's reader has them: the same fences as in Cypress's file.
    const pageIn = (text: string) => {
      const start = text.indexOf('Source: https://docs.eyes.example/tutorials/concepts/best-practices/match-levels.md');
      return text.slice(start, text.indexOf('\nSource: ', start + 10));
    };
    expect(fences(general).length).toBeGreaterThan(0);
    expect(fences(general)).toEqual(fences(pageIn(cypress)));
    expect(fences(general).some((fence) => fence.startsWith('```javascript'))).toBe(true);
    expect(fences(pageIn(java)).some((fence) => fence.startsWith('```java\n'))).toBe(true);
    expect(fences(pageIn(java)).some((fence) => fence.startsWith('```javascript'))).toBe(false);

    const python = readFileSync(markdownFile('/sdks/selenium-python/quickstart'), 'utf8');
    expect(python).toContain('```python\n');
    expect(general).toMatch(/^---\n[\s\S]*\nsdk: cypress\n---\n/);
  });

  test("a sample shown in another SDK's code says so in the Markdown of the SDK that has none", () => {
    // WebdriverIO has no version of this page's sample: its reader is shown Selenium, and told.
    const webdriverio = readFileSync(join(siteDir, 'llms/webdriverio.txt'), 'utf8');
    const start = webdriverio.indexOf('Source: https://docs.eyes.example/tutorials/getting-started/writing-tests.md');
    expect(start).toBeGreaterThan(-1);
    const page = webdriverio.slice(start, webdriverio.indexOf('\nSource: ', start + 10));
    expect(page).toMatch(/^> Shown for Selenium[^\n]*: there is no WebdriverIO version of this sample yet\.$/m);
    // The default SDK's own samples carry no such note.
    expect(readFileSync(markdownFile('/getting-started/writing-tests'), 'utf8')).not.toContain('Shown for');
  });

  test('llms.txt lists pages by section with descriptions, and every link of it resolves', async ({ request }) => {
    const index = readFileSync(join(siteDir, 'llms.txt'), 'utf8');
    expect(index).toMatch(/^# Eyes Tutorials\n\n> .+\n/);
    expect(index).toMatch(/\n## Getting started\n\n- \[[^\]]+\]\(https:\/\/\S+\.md\): \S/);
    const links = [...index.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(100);
    const failed: string[] = [];
    for (const link of links) {
      const response = await request.get(new URL(link).pathname);
      if (response.status() !== 200) failed.push(`${link}: ${response.status()}`);
      else if (!/^text\/(markdown|plain); charset=utf-8$/.test(response.headers()['content-type'] ?? '')) {
        failed.push(`${link}: ${response.headers()['content-type']}`);
      }
    }
    expect(failed).toEqual([]);
  });

  test('each llms/<sdk>.txt holds the general pages that apply to its SDK and its own pages, and no other', () => {
    const general = sources(readFileSync(join(siteDir, 'llms-full.txt'), 'utf8'));
    expect(general.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const sdk of SDK_KEYS) {
      const held = sources(readFileSync(join(siteDir, `llms/${sdk}.txt`), 'utf8'));
      for (const path of held) {
        const owner = sdkForPath(path);
        const sdks = owner ? undefined : pageSdks(path);
        if (owner ? owner !== sdk : sdks !== undefined && !sdks.includes(sdk)) wrong.push(`${sdk}: holds ${path}`);
      }
      for (const path of general) {
        const sdks = pageSdks(path);
        if ((sdks === undefined || sdks.includes(sdk)) && !held.includes(path)) wrong.push(`${sdk}: lacks ${path}`);
      }
      if (!held.some((path) => sdkForPath(path) === sdk)) wrong.push(`${sdk}: none of its own pages`);
    }
    expect(wrong).toEqual([]);
  });

  test("the Execution Cloud pages (a WebDriver grid) are in the WebDriver SDKs' files, not in the Espresso or Image Tester ones", () => {
    const cloud = sources(readFileSync(join(siteDir, 'llms-full.txt'), 'utf8')).filter((path) =>
      path.startsWith('/concepts/test-execution/execution-cloud/'),
    );
    expect(cloud.length).toBeGreaterThan(0);
    for (const path of cloud) {
      expect(pageSdks(path), path).toContain('selenium-java');
      expect(pageSdks(path), path).not.toContain('espresso');
    }
    const held = (sdk: SdkKey) => sources(readFileSync(join(siteDir, `llms/${sdk}.txt`), 'utf8'));
    for (const sdk of ['espresso', 'image-tester'] as const) {
      expect(held(sdk).filter((path) => cloud.includes(path))).toEqual([]);
    }
    expect(held('selenium-java')).toEqual(expect.arrayContaining(cloud));
  });

  test('the search index and the sitemap list pages only, no .md or .txt', () => {
    const titles = readFileSync(join(siteDir, 'search/titles.json'), 'utf8');
    expect(titles).not.toMatch(/\.md"|llms/);
    const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\.md<|\.txt</);
  });
});

test.describe('Markdown served as text', () => {
  const files = [
    ['/tutorials/concepts/best-practices/match-levels.md', 'text/markdown; charset=utf-8'],
    ['/tutorials/index.md', 'text/markdown; charset=utf-8'],
    ['/tutorials/llms.txt', 'text/plain; charset=utf-8'],
    ['/tutorials/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/tutorials/llms/cypress.txt', 'text/plain; charset=utf-8'],
  ] as const;
  for (const [server, origin] of [
    ['the Node server', ''],
    ['nginx', `http://127.0.0.1:${NGINX_PORT}`],
  ]) {
    test(`${server} sends .md as text/markdown and .txt as text/plain, brotli to a browser that takes it`, async ({
      request,
    }) => {
      for (const [path, type] of files) {
        const response = await request.get(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe(type);
        expect(response.headers()['content-encoding'], path).toBe('br');
        // For tools, never in a search engine's results in place of the page; fetched from any origin.
        expect(response.headers()['x-robots-tag'], path).toBe('noindex');
        expect(response.headers()['access-control-allow-origin'], path).toBe('*');
        expect(await response.text(), path).toMatch(/^(---\ntitle: |# Eyes Tutorials)/);
      }
      // The page itself stays indexable, and other origins do not read it.
      const page = await request.get(`${origin}/tutorials/concepts/best-practices/match-levels`);
      expect(page.status()).toBe(200);
      expect(page.headers()['x-robots-tag']).toBeUndefined();
      expect(page.headers()['access-control-allow-origin']).toBeUndefined();
      // The OpenAPI document, which a browser-based API client imports by its URL.
      const openapi = await request.get(`${origin}/tutorials/reference/server-api/openapi.json`);
      expect(openapi.status()).toBe(200);
      expect(openapi.headers()['content-type']).toMatch(/^application\/json/);
      expect(openapi.headers()['access-control-allow-origin']).toBe('*');
    });
  }
});

test.describe('Copy page and View as Markdown', () => {
  test("Copy page puts the page's Markdown for the reader's SDK on the clipboard and says Copied", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await seedStorage(context, { sdk: 'selenium-java' });
    await openPage(page, '/concepts/best-practices/match-levels');
    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The front matter names the SDK whose samples the text holds.
    expect(copied).toMatch(/^---\ntitle: Match levels\ndescription: .+\nsdk: selenium-java\n---\n\n# Match levels\n/);
    // The Java reader's samples: those of the build's file for Selenium Java, Java and no JavaScript.
    const java = readFileSync(join(siteDir, 'llms/selenium-java.txt'), 'utf8');
    const start = java.indexOf('Source: https://docs.eyes.example/tutorials/concepts/best-practices/match-levels.md');
    const built = java.slice(start, java.indexOf('\nSource: ', start + 10));
    expect(fences(copied)).toEqual(fences(built));
    expect(fences(copied).some((fence) => fence.startsWith('```java\n'))).toBe(true);
    expect(copied).not.toContain('```javascript');
  });

  test("Copy page on a server API endpoint keeps curl and the reader's language of the request, not every language", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await seedStorage(context, { sdk: 'selenium-python' });
    await openPage(page, '/reference/server-api/batches/delete-batch');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const languages = fences(copied).map((fence) => fence.slice(3, fence.indexOf('\n')));
    expect(languages).toContain('bash');
    expect(languages).toContain('python');
    expect(languages.filter((language) => ['typescript', 'java', 'csharp', 'ruby'].includes(language))).toEqual([]);
  });

  test('a blog post and the blog index offer Copy page too, each giving its own Markdown', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPage(page, '/blog/why-we-stopped-pixel-diffing');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const post = await page.evaluate(() => navigator.clipboard.readText());
    expect(post).toMatch(/^---\ntitle: Why we stopped pixel-diffing\n/);
    expect(post).toContain('# Why we stopped pixel-diffing');

    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const index = await page.evaluate(() => navigator.clipboard.readText());
    expect(index).toMatch(/^---\ntitle: Blog\n/);
    // The posts it lists, each linked to its Markdown; not the sidebar of posts by year.
    expect(index).toContain(
      '[Why we stopped pixel-diffing](https://docs.eyes.example/tutorials/blog/why-we-stopped-pixel-diffing.md)',
    );
    expect(index).not.toContain('Blog posts by year');
    expect(readFileSync(join(siteDir, 'blog.md'), 'utf8')).toBe(index);
  });

  test('View as Markdown opens the page’s .md, served as text/markdown', async ({ page }) => {
    await openPage(page, '/concepts/best-practices/match-levels');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/match-levels.md')),
      page.getByRole('link', { name: 'View as Markdown' }).click(),
    ]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(/\/tutorials\/concepts\/best-practices\/match-levels\.md$/);
    await expect(page.locator('body')).toContainText('title: Match levels');
  });
});
