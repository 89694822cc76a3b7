import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NGINX_PORT } from '../playwright.config';

/**
 * The production nginx configuration (deploy/nginx) over the built site: Debian's
 * nginx on 127.0.0.1:NGINX_PORT (default 4302), started by playwright.config.ts
 * with tools/scripts/nginx.mjs, which fails the run with what to install when
 * there is no nginx and rejects any warning of `nginx -t`. Every routing, caching,
 * compression and header rule is checked with HTTP requests, and pages load in
 * Chromium under the Content-Security-Policy with no violation.
 */
const siteDir = join(import.meta.dirname, '../dist/site');
const routes: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/reports/routes.json'), 'utf8'));
const origin = `http://127.0.0.1:${NGINX_PORT}`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without decompression or redirects, so the test sees exactly what nginx sends. */
function request(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const file = (path: string) => readFileSync(join(siteDir, path));
const pageFile = (route: string) => file(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const url = (route: string) => `/tutorials${route === '/' ? '/' : route}`;

/** The entry script and stylesheet the landing page loads, relative to the site folder. */
function entryAssets(): { script: string; style: string } {
  const landing = file('index.html').toString();
  const script = landing.match(/<script type="module" crossorigin src="\/tutorials\/(assets\/[^"]+\.js)"/)?.[1];
  // The entry's stylesheet (index-<hash>.css); pages also link their components' own, some under 1 KB.
  const style = landing.match(/<link rel="stylesheet" crossorigin href="\/tutorials\/(assets\/index-[^"]+\.css)"/)?.[1];
  if (!script || !style) throw new Error('The landing page names no entry script or stylesheet.');
  return { script, style };
}

function htmlFiles(dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Hashes (CSP source form) of the scripts a browser would execute inline: no src, a JavaScript type. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = attributes.match(/\stype="([^"]*)"/i)?.[1]?.toLowerCase();
    const executable = !type || type === 'module' || type.includes('javascript');
    if (executable && !/\ssrc=/i.test(attributes)) {
      hashes.push(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return hashes;
}

/** A policy's directives by name: `script-src 'self' 'sha256-...'` -> script-src => ['self', ...]. */
function directives(policy: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) byName.set(name, values);
  }
  return byName;
}

test.describe('routing', () => {
  test('every page is served at its bare path from <route>/index.html', async () => {
    test.setTimeout(120_000);
    for (const route of routes) {
      const response = await request(encodeURI(url(route)));
      expect(response.status, route).toBe(200);
      expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.body.equals(pageFile(route)), `${route} is its index.html`).toBe(true);
    }
  });

  test('the base path keeps its slash; / and /tutorials redirect to it', async () => {
    const landing = await request('/tutorials/');
    expect(landing.status).toBe(200);
    expect(landing.body.equals(file('index.html'))).toBe(true);
    for (const path of ['/', '/tutorials']) {
      const response = await request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe('/tutorials/');
    }
  });

  for (const [from, to] of [
    ['/tutorials/getting-started/overview.html', '/tutorials/getting-started/overview'],
    ['/tutorials/getting-started/overview/index.html', '/tutorials/getting-started/overview'],
    ['/tutorials/getting-started/overview/', '/tutorials/getting-started/overview'],
    ['/tutorials/index.html', '/tutorials/'],
    ['/tutorials/getting-started/overview.html?sdk=cypress', '/tutorials/getting-started/overview?sdk=cypress'],
    ['/tutorials/concepts/eyes-test-manager/apps-&-tests/', '/tutorials/concepts/eyes-test-manager/apps-&-tests'],
  ] as const) {
    test(`${from} redirects with 301 to ${to}`, async () => {
      const response = await request(from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    });
  }

  test('paths keep & as written, escaped or not', async () => {
    const expected = pageFile('/concepts/eyes-test-manager/apps-&-tests');
    for (const path of [
      '/tutorials/concepts/eyes-test-manager/apps-&-tests',
      '/tutorials/concepts/eyes-test-manager/apps-%26-tests',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(response.body.equals(expected), path).toBe(true);
    }
  });

  for (const path of [
    '/tutorials/no/such/page',
    '/elsewhere',
    '/tutorials/../package.json',
    '/tutorials/404.html',
    '/tutorials/assets/missing-AbCd1234.js',
  ]) {
    test(`${path} gets the not-found page with status 404`, async () => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.equals(file('404.html'))).toBe(true);
      expect(response.body.toString()).toContain('<meta name="robots" content="noindex" />');
    });
  }
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year; HTML and unhashed files are revalidated', async () => {
    const landing = file('index.html').toString();
    const assets = [...landing.matchAll(/(?:src|href)="\/tutorials\/(assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(1);
    const searchDir = join(siteDir, 'search');
    const fullText = readdirSync(searchDir).find((name) => /^full-[0-9a-f]+\.json$/.test(name));
    expect(fullText, `a full-text index file in ${searchDir}`).toBeTruthy();
    assets.push(`search/${fullText}`);
    for (const asset of assets) {
      const response = await request(`/tutorials/${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    for (const path of [
      '/tutorials/',
      '/tutorials/getting-started/overview',
      '/tutorials/favicon.svg',
      '/tutorials/sitemap.xml',
      '/tutorials/search/titles.json',
      '/tutorials/no/such/page',
    ]) {
      expect((await request(path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  test('revalidating an unchanged page answers 304 Not Modified', async () => {
    const first = await request('/tutorials/getting-started/overview');
    expect(first.headers.etag).toBeTruthy();
    const again = await request('/tutorials/getting-started/overview', {
      'if-none-match': first.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

test.describe('precompressed files', () => {
  const samples = () => {
    const { script, style } = entryAssets();
    // Written after the rest of the site (nx run docs-site:search-index), compressed the same way.
    const search = JSON.parse(file('search/manifest.json').toString()) as Record<'titles' | 'full', { file: string }>;
    return [
      { path: `/tutorials/search/${search.titles.file}`, source: `search/${search.titles.file}` },
      { path: `/tutorials/search/${search.full.file}`, source: `search/${search.full.file}` },
      { path: '/tutorials/getting-started/overview', source: 'getting-started/overview/index.html' },
      { path: `/tutorials/${script}`, source: script },
      { path: `/tutorials/${style}`, source: style },
      { path: '/tutorials/sitemap.xml', source: 'sitemap.xml' },
      { path: '/tutorials/no/such/page', source: '404.html' },
    ];
  };

  test('the build wrote .gz and .br copies beside each sample', () => {
    for (const { source } of samples()) {
      for (const suffix of ['.gz', '.br'])
        expect(existsSync(join(siteDir, source + suffix)), source + suffix).toBe(true);
    }
  });

  test('brotli and gzip copies are served as built, to clients that accept them', async () => {
    for (const { path, source } of samples()) {
      const brotli = await request(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary, path).toBe('Accept-Encoding');
      expect(brotli.body.equals(file(`${source}.br`)), `${path} is ${source}.br`).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(file(source)), path).toBe(true);

      const gzip = await request(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gzip.body.equals(file(`${source}.gz`)), `${path} is ${source}.gz`).toBe(true);
      expect(gunzipSync(gzip.body).equals(file(source)), path).toBe(true);

      const plain = await request(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.equals(file(source)), path).toBe(true);
    }
  });
});

test.describe('security headers', () => {
  test('every kind of response carries them', async () => {
    for (const path of [
      '/tutorials/',
      '/tutorials/getting-started/overview',
      `/tutorials/${entryAssets().script}`,
      '/tutorials/favicon.svg',
      '/tutorials/no/such/page',
      '/tutorials/getting-started/overview.html',
      '/tutorials',
    ]) {
      const { headers } = await request(path);
      expect(headers['content-security-policy'], path).toBeTruthy();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    }
  });

  test('the policy allows exactly the inline scripts of the built site, and no unsafe-inline script', async () => {
    const policy = directives(String((await request('/tutorials/')).headers['content-security-policy']));
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

    const pagesByHash = new Map<string, string[]>();
    for (const path of htmlFiles()) {
      for (const hash of inlineScriptHashes(readFileSync(path, 'utf8'))) {
        pagesByHash.set(hash, [...(pagesByHash.get(hash) ?? []), relative(siteDir, path)]);
      }
    }
    const allowed = scriptSources.filter((source) => source.startsWith("'sha256-"));
    const fix = `update script-src in deploy/nginx/security-headers.conf to the hashes of the built site: ${[...pagesByHash.keys()].join(' ')}`;
    for (const [hash, pages] of pagesByHash) {
      expect(allowed, `${pages[0]} and ${pages.length - 1} more pages have an inline script ${hash}: ${fix}`).toContain(
        hash,
      );
    }
    expect(
      allowed.filter((hash) => !pagesByHash.has(hash)),
      `hashes of scripts the site no longer has: ${fix}`,
    ).toEqual([]);
  });
});

test.describe('pages in Chromium under the policy', () => {
  /** Records what the browser reports: CSP violation events, console errors and warnings. */
  async function watch(page: Page): Promise<() => Promise<string[]>> {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Chromium reports the not-found page's own status as a failed load; that 404 is the point.
      const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text());
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus)
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
    return async () => [
      ...problems,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ];
  }

  for (const [kind, path] of [
    ['landing page', '/tutorials/'],
    ['general doc', '/tutorials/getting-started/overview'],
    // Its code tabs follow the stored SDK: the pre-paint script of what the stored SDK sees runs here too.
    ['server API reference page', '/tutorials/reference/server-api/authentication'],
    ['SDK class reference', '/tutorials/sdks/selenium-java/reference/eyes'],
    ['blog post', '/tutorials/blog/taming-flaky-baselines-in-ci'],
    ['not-found page', '/tutorials/no/such/page'],
  ]) {
    test(`the ${kind} loads, hydrates and navigates with no violation`, async ({ page }) => {
      const problems = await watch(page);
      const response = await page.goto(origin + path);
      expect(response?.headers()['content-security-policy']).toBeTruthy();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The pre-paint script ran: it is the one inline script the policy allows.
      await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);

      // Reading on: the colour mode switch, then a link in the page, rendered on the client.
      const theme = await page.locator('html').getAttribute('data-theme');
      await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
      const link = page.getByRole('main').locator('a[href^="/tutorials"]').first();
      const target = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(origin + encodeURI(target ?? ''));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await problems()).toEqual([]);
    });
  }

  test('search loads its index files and its worker with no violation', async ({ page }) => {
    const problems = await watch(page);
    await page.goto(`${origin}/tutorials/getting-started/overview`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('brightness');
    // A word of the text only: the full-text index, read and searched in the worker, found it.
    await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByRole('option', { name: /^Match levels.*Ignore colors/ })).toBeVisible();
    expect(await problems()).toEqual([]);
  });

  test('the policy is enforced: an inline script it does not list is blocked and reported', async ({ page }) => {
    const problems = await watch(page);
    await page.goto(`${origin}/tutorials/getting-started/overview`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.head.append(script);
    });
    await expect.poll(problems).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran');
  });
});
