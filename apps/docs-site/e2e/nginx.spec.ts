import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, type Socket } from 'node:net';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NGINX_ANALYTICS_PORT, NGINX_PORT, NGINX_TLS_PORT } from '../playwright.config';
import { ANALYTICS_CONFIG, configureAnalytics, recordedAnalytics } from './fakeAnalytics';

/**
 * The production nginx configuration (deploy/nginx) over the built site: Debian's
 * nginx on 127.0.0.1:NGINX_PORT (default 4302), started by playwright.config.ts
 * with tools/scripts/nginx.mjs, which fails the run with what to install when
 * there is no nginx and rejects any warning of `nginx -t`. Every routing, caching,
 * compression and header rule is checked with HTTP requests, and pages load in
 * Chromium under the Content-Security-Policy with no violation: the policy the
 * build generated (dist/deploy/content-security-policy.conf), and the one it
 * generates for configured analytics (a second nginx on NGINX_ANALYTICS_PORT).
 */
const siteDir = join(import.meta.dirname, '../dist/site');
const routes: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/reports/routes.json'), 'utf8'));
const origin = `http://127.0.0.1:${NGINX_PORT}`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, lower case, once per line: a header sent twice is here twice. */
  names: string[];
  body: Buffer;
}

/** A request (GET unless told) without decompression or redirects, so the test sees exactly what nginx sends. */
function request(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  at = origin,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // The second nginx's TLS listener has a self-signed certificate.
    const send = at.startsWith('https:') ? httpsRequest : httpRequest;
    send(`${at}${path}`, { headers, method, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          names: response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The header names of `response` that it carries more than once. */
const repeated = (response: RawResponse) => response.names.filter((name, i) => response.names.indexOf(name) !== i);

/**
 * Puts files into the folder `nginx` serves for one test (a dotfile), as a careless
 * deploy would, and removes them after it.
 */
async function withSiteFiles(
  nginx: { siteRoot: string },
  files: Record<string, string>,
  run: () => Promise<void>,
): Promise<void> {
  const made = Object.entries(files).map(([path, content]) => {
    const target = join(nginx.siteRoot, path);
    mkdirSync(join(target, '..'), { recursive: true });
    rmSync(target, { force: true });
    writeFileSync(target, content);
    return target;
  });
  try {
    await run();
  } finally {
    for (const target of made) rmSync(target, { force: true });
  }
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

  test('a page goes on being sent as brotli after a client that takes none has had it', async () => {
    // With disable_symlinks, brotli_static missed the .br copy on some requests (after a plain one, often).
    for (const path of ['/tutorials/concepts/best-practices/match-levels', '/tutorials/search/titles.json']) {
      for (const accept of ['br', '', 'gzip', 'gzip, deflate, br', 'br']) {
        const response = await request(path, accept ? { 'accept-encoding': accept } : {});
        const expected = accept.includes('br') ? 'br' : accept === 'gzip' ? 'gzip' : undefined;
        expect(response.headers['content-encoding'], `${path} to "${accept}"`).toBe(expected);
      }
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
  test('every kind of response carries them, each once', async () => {
    const script = `/tutorials/${entryAssets().script}`;
    for (const [path, method, headers] of [
      ['/tutorials/', 'GET', {}],
      ['/tutorials/getting-started/overview', 'GET', {}],
      [script, 'GET', {}],
      [script, 'GET', { range: 'bytes=0-9' }],
      ['/tutorials/favicon.svg', 'GET', {}],
      ['/tutorials/no/such/page', 'GET', {}],
      ['/tutorials/getting-started/overview.html', 'GET', {}],
      ['/tutorials', 'GET', {}],
      ['/tutorials/getting-started/overview', 'POST', {}],
    ] as const) {
      const what = `${method} ${path} ${JSON.stringify(headers)}`;
      const response = await request(path, headers, method);
      expect(response.headers['content-security-policy'], what).toBeTruthy();
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], what).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      );
      // No other site's window keeps a handle on the site's, nor loads its files.
      expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      // Strict-Transport-Security is for TLS connections only.
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
      expect(repeated(response), what).toEqual([]);
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
    // No analytics id is configured: nothing but the site itself.
    for (const directive of ['default-src', 'connect-src', 'font-src', 'base-uri', 'form-action'])
      expect(policy.get(directive), directive).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);

    const pagesByHash = new Map<string, string[]>();
    for (const path of htmlFiles()) {
      for (const hash of inlineScriptHashes(readFileSync(path, 'utf8'))) {
        pagesByHash.set(hash, [...(pagesByHash.get(hash) ?? []), relative(siteDir, path)]);
      }
    }
    const allowed = scriptSources.filter((source) => source.startsWith("'sha256-"));
    const fix = `the build generates the policy from the built site (tools/scripts/csp.mjs): rebuild with nx run docs-site:prerender, which writes dist/deploy/content-security-policy.conf with ${[...pagesByHash.keys()].join(' ')}`;
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

test.describe('requests the site does not answer with a file', () => {
  test('a method other than GET or HEAD gets 405 naming the methods allowed', async () => {
    for (const path of ['/tutorials/getting-started/overview', `/tutorials/${entryAssets().script}`]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await request(path, {}, method);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(response.headers['cache-control'], `${method} ${path}`).toBeUndefined();
      }
    }
  });

  test('a range past the end gets the whole file, its headers each once (no 416 kept for a year)', async () => {
    const { script } = entryAssets();
    const response = await request(`/tutorials/${script}`, { range: 'bytes=99999999-' });
    expect(response.status).toBe(200);
    expect(response.body.equals(file(script))).toBe(true);
    expect(repeated(response)).toEqual([]);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request('/tutorials/getting-started/overview', { range: 'bytes=10-20' });
    expect(page.status).toBe(200);
    expect(page.body.equals(pageFile('/getting-started/overview'))).toBe(true);
    expect(repeated(page)).toEqual([]);
  });

  test('300 readers at once each get the page', async () => {
    // Each client opens its connection and starts its request; once all have, they finish
    // them, so nginx holds all 300 connections at once.
    const clients = 300;
    let started = 0;
    let allStarted: () => void = () => undefined;
    const everyoneStarted = new Promise<void>((resolve) => (allStarted = resolve));
    const client = () =>
      new Promise<string>((resolve) => {
        let received = '';
        const socket: Socket = connect(NGINX_PORT, '127.0.0.1', () => {
          socket.write('GET /tutorials/favicon.svg HTTP/1.1\r\n', () => {
            started += 1;
            if (started === clients) allStarted();
            void everyoneStarted.then(() => socket.end('Host: localhost\r\nConnection: close\r\n\r\n'));
          });
        });
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('error', (error) => resolve(`error: ${error.message}`));
        socket.on('close', () => resolve(received.split('\r\n')[0] || 'closed with no answer'));
        socket.setTimeout(10_000, () => {
          resolve('no answer in 10 s');
          socket.destroy();
        });
      });
    // Clients that could not even start within 5 s count as failures.
    const timer = setTimeout(allStarted, 5_000);
    const answers = await Promise.all(Array.from({ length: clients }, client));
    clearTimeout(timer);
    const counts: Record<string, number> = {};
    for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
    expect(counts).toEqual({ 'HTTP/1.1 200 OK': clients });
  });
});

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

test.describe('pages in Chromium under the policy', () => {
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
      // A link to another page (not the page's own Markdown, which is a file, not a page).
      const link = page.getByRole('main').locator('a[href^="/tutorials"]:not([href$=".md"])').first();
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
    await expect(page.getByRole('option', { name: /^Match levels\W+Ignore colors/ })).toBeVisible();
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

/**
 * A second nginx, started here with the policy the build generates for ANALYTICS_CONFIG
 * (the pages get that configuration from configureAnalytics), also on HTTPS, serving a
 * folder the tests may add files to: the harness prints where it is.
 */
interface SecondNginx {
  siteRoot: string;
  stop: () => Promise<void>;
}
let secondNginx: SecondNginx | undefined;
const secondOrigin = `http://127.0.0.1:${NGINX_ANALYTICS_PORT}`;
const second = () => {
  if (!secondNginx) throw new Error('The second nginx has not started.');
  return secondNginx;
};

async function startSecondNginx(): Promise<SecondNginx> {
  const harness = join(import.meta.dirname, '../../../tools/scripts/nginx.mjs');
  const args = [
    '--root',
    siteDir,
    '--port',
    String(NGINX_ANALYTICS_PORT),
    '--tls-port',
    String(NGINX_TLS_PORT),
    '--analytics',
    JSON.stringify(ANALYTICS_CONFIG),
  ];
  const child = spawn(process.execPath, [harness, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  const siteRoot = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const served = output.match(/^nginx serves .* from (.+)$/m)?.[1];
      if (served) resolve(served);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`The second nginx exited with code ${code}:\n${output}`)));
  });
  return {
    siteRoot,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

test.describe('a second nginx', () => {
  // One worker runs the group, so one nginx serves it on its port.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    secondNginx = await startSecondNginx();
  });
  test.afterAll(async () => {
    await secondNginx?.stop();
  });

  test('over TLS, every kind of response carries Strict-Transport-Security once', async () => {
    const tls = `https://127.0.0.1:${NGINX_TLS_PORT}`;
    for (const [path, method] of [
      ['/tutorials/', 'GET'],
      [`/tutorials/${entryAssets().script}`, 'GET'],
      ['/tutorials/no/such/page', 'GET'],
      ['/tutorials', 'GET'],
      ['/tutorials/', 'POST'],
    ] as const) {
      const response = await request(path, {}, method, tls);
      expect(response.headers['strict-transport-security'], `${method} ${path}`).toBe('max-age=63072000');
      expect(repeated(response), `${method} ${path}`).toEqual([]);
    }
    // Plain HTTP on the same server: no HSTS (browsers ignore it there, and it is not TLS).
    expect(
      (await request('/tutorials/', {}, 'GET', secondOrigin)).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  test.describe('files a careless deploy left in the site folder', () => {
    test('dotfiles in the deployed folder get the not-found page', async () => {
      await withSiteFiles(second(), { '.env-probe': 'SECRET=1', 'assets/.probe-AbCd1234.js': 'secret()' }, async () => {
        for (const path of [
          '/tutorials/.env-probe',
          '/tutorials/%2eenv-probe',
          '/tutorials/assets/.probe-AbCd1234.js',
        ]) {
          const response = await request(path, {}, 'GET', secondOrigin);
          expect(response.status, path).toBe(404);
          expect(response.body.equals(file('404.html')), path).toBe(true);
        }
      });
    });

    test("the host's /.well-known/ is served from the root folder; other dotfiles there are not", async () => {
      const files = {
        '../.well-known/security.txt': 'Contact: mailto:security@docs.example',
        '../.env-probe': 'SECRET=1',
      };
      await withSiteFiles(second(), files, async () => {
        const wellKnown = await request('/.well-known/security.txt', {}, 'GET', secondOrigin);
        expect(wellKnown.status).toBe(200);
        expect(wellKnown.body.toString()).toBe('Contact: mailto:security@docs.example');
        expect(wellKnown.headers['x-content-type-options']).toBe('nosniff');
        const dotfile = await request('/.env-probe', {}, 'GET', secondOrigin);
        expect(dotfile.status).toBe(404);
        expect(dotfile.body.equals(file('404.html'))).toBe(true);
      });
    });

    test('the built site, which is what gets deployed, holds no symbolic link and no dotfile', () => {
      // nginx follows links (disable_symlinks breaks Debian's brotli_static, docs-site.conf), so
      // none may be in the folder it serves: the build writes none, the deploy copies none.
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isSymbolicLink() || entry.name.startsWith('.')) found.push(path);
          else if (entry.isDirectory()) walk(path);
        }
      };
      walk(siteDir);
      expect(found).toEqual([]);
    });
  });

  test.describe('with analytics ids configured', () => {
    test('the policy adds exactly the configured origin to scripts, connections and images', async () => {
      const response = await request('/tutorials/', {}, 'GET', secondOrigin);
      const policy = directives(String(response.headers['content-security-policy']));
      const built = directives(String((await request('/tutorials/')).headers['content-security-policy']));
      expect(policy.get('script-src')).toEqual([...(built.get('script-src') ?? []), 'https://analytics.test']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://analytics.test']);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://analytics.test']);
      for (const directive of ['default-src', 'style-src', 'font-src', 'object-src', 'frame-ancestors'])
        expect(policy.get(directive), directive).toEqual(built.get(directive));
    });

    test('the trackers and the tag manager load and send page views with no violation', async ({ page }) => {
      const problems = await watch(page);
      const requested = await configureAnalytics(page);
      const response = await page.goto(`${secondOrigin}/tutorials/`);
      expect(response?.headers()['content-security-policy']).toContain('https://analytics.test');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('main').getByRole('link', { name: 'Getting started overview', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Getting started overview' })).toBeVisible();

      const paths = ['/tutorials/', '/tutorials/getting-started/overview'];
      await expect
        .poll(async () => (await recordedAnalytics(page)).tracker?.pageViews)
        .toEqual(paths.flatMap((path) => [`G-PLAINIP1 ${path}`, `G-ANONIP2 ${path}`]));
      await expect
        .poll(async () => (await recordedAnalytics(page)).tagManager?.events)
        .toEqual(['gtm.js', ...paths.map((path) => `page_view ${path}`)]);
      expect(requested.scripts.sort()).toEqual([
        'https://analytics.test/gtag/js?id=G-PLAINIP1',
        'https://analytics.test/gtm.js?id=GTM-TEST01',
      ]);
      // The page views reached the tracker's origin (connect-src).
      await expect.poll(() => requested.pageViews.length).toBe(4);
      expect(await problems()).toEqual([]);
    });
  });
});
