import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compress } from '../scripts/compress-site.mjs';
import {
  acceptedEncodings,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  createStaticServer,
  routeRequest,
} from './static-server.mjs';

let root: string;
let outside: string;
let origin: string;
let close: () => Promise<void>;

/** A text file over 1 KB, which the build gives .br and .gz copies. */
const INDEX = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Page ${i}` })));
/** One whose brotli copy was not written (not smaller), only the gzip one. */
const STYLES = `body { color: black; }\n`.repeat(200);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-server-'));
  const files: Record<string, string> = {
    'index.html': '<h1>Landing</h1>',
    '404.html': '<h1>Page not found</h1>',
    'getting-started/overview/index.html': '<h1>Overview</h1>',
    'concepts/eyes-test-manager/apps-&-tests/index.html': '<h1>Apps and tests</h1>',
    'assets/index-AbCd1234.js': 'console.log(1)',
    'sitemap.xml': '<urlset/>',
  };
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), body);
  }
  await mkdir(join(root, 'search'));
  const index = compress(Buffer.from(INDEX));
  await writeFile(join(root, 'search/titles.json'), INDEX);
  await writeFile(join(root, 'search/titles.json.br'), index.br);
  await writeFile(join(root, 'search/titles.json.gz'), index.gz);
  await writeFile(join(root, 'assets/style-XyZ98765.css'), STYLES);
  await writeFile(join(root, 'assets/style-XyZ98765.css.gz'), compress(Buffer.from(STYLES)).gz);
  // Symlinks: one to a file outside the root (a secret), one to a folder outside, one inside.
  outside = await mkdtemp(join(tmpdir(), 'static-server-outside-'));
  await writeFile(join(outside, 'secret.txt'), 'password');
  await mkdir(join(outside, 'elsewhere'));
  await writeFile(join(outside, 'elsewhere/index.html'), '<h1>Not ours</h1>');
  await symlink(join(outside, 'secret.txt'), join(root, 'secret.txt'));
  await symlink(join(outside, 'elsewhere'), join(root, 'elsewhere'));
  await symlink(join(root, 'getting-started/overview'), join(root, 'overview-alias'));
  const server = createStaticServer({ root });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => server.close(() => done()));
});

afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

/** A request through node:http, which leaves the body as sent (fetch() would decode it). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      const req = request(origin + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    },
  );
}

const get = (path: string, init: RequestInit = {}) => fetch(origin + path, { redirect: 'manual', ...init });

describe('static server', () => {
  it('serves a route from <route>/index.html without redirecting', async () => {
    const response = await get('/tutorials/getting-started/overview');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Overview');
  });

  it('serves the landing page at the base path, which keeps its slash', async () => {
    const response = await get('/tutorials/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Landing');
    for (const path of ['/tutorials', '/']) {
      const redirect = await get(path);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe('/tutorials/');
    }
  });

  it.each([
    ['/tutorials/getting-started/overview.html', '/tutorials/getting-started/overview'],
    ['/tutorials/getting-started/overview/index.html', '/tutorials/getting-started/overview'],
    ['/tutorials/getting-started/overview/', '/tutorials/getting-started/overview'],
    ['/tutorials/index.html', '/tutorials/'],
    ['/tutorials/getting-started/overview.html?sdk=cypress', '/tutorials/getting-started/overview?sdk=cypress'],
  ])('redirects %s with 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('keeps & in paths as written', async () => {
    const response = await get('/tutorials/concepts/eyes-test-manager/apps-&-tests');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Apps and tests');
  });

  it.each([
    '/tutorials/no/such/page',
    '/elsewhere',
    '/tutorials/../package.json',
    '/tutorials/%E0%A4%A',
    '/tutorials/Getting-Started/Overview',
  ])('answers %s with the 404 page and status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await get('/tutorials/assets/index-AbCd1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const html = await get('/tutorials/getting-started/overview');
    expect(html.headers.get('cache-control')).toBe(CACHE_REVALIDATE);
    const sitemap = await get('/tutorials/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/tutorials/getting-started/overview');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await get('/tutorials/getting-started/overview', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers If-None-Match lists and * with 304, comparing weakly', async () => {
    const path = '/tutorials/getting-started/overview';
    const etag = (await raw(path)).headers.etag as string;
    const strong = etag.replace(/^W\//, '');
    for (const condition of [`"a", ${etag}`, `W/"b", ${strong}`, '*']) {
      const answer = await raw(path, { 'If-None-Match': condition });
      expect(answer.status, condition).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
    }
    expect((await raw(path, { 'If-None-Match': '"a", W/"b"' })).status).toBe(200);
  });

  it('sends Last-Modified and honours If-Modified-Since only without If-None-Match', async () => {
    const path = '/tutorials/getting-started/overview';
    const lastModified = (await raw(path)).headers['last-modified'] as string;
    expect(new Date(lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await raw(path, { 'If-Modified-Since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 3_600_000).toUTCString();
    expect((await raw(path, { 'If-Modified-Since': earlier })).status).toBe(200);
    // If-None-Match that does not match wins over a satisfied If-Modified-Since.
    expect((await raw(path, { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified })).status).toBe(200);
  });

  it("sends the build's brotli copy, preferred, with its length, coding and own ETag", async () => {
    const path = '/tutorials/search/titles.json';
    const plain = await raw(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(INDEX)));
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(INDEX) / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(INDEX);
    const gzip = await raw(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(INDEX);
    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    // A cache holding the gzip copy does not get a 304 for the brotli one.
    expect((await raw(path, { 'Accept-Encoding': 'br', 'If-None-Match': String(gzip.headers.etag) })).status).toBe(200);
    expect((await raw(path, { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) })).status).toBe(304);
  });

  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['deflate', undefined],
  ])('follows Accept-Encoding %j: %s', async (accept, coding) => {
    const answer = await raw('/tutorials/search/titles.json', { 'Accept-Encoding': accept });
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('falls back to the gzip copy where there is no brotli one', async () => {
    const answer = await raw('/tutorials/assets/style-XyZ98765.css', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(gunzipSync(answer.body).toString()).toBe(STYLES);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw('/tutorials/search/titles.json', { 'Accept-Encoding': 'br' }, 'HEAD');
    const get = await raw('/tutorials/search/titles.json', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'last-modified', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it.each(['/tutorials/secret.txt', '/tutorials/elsewhere'])(
    'answers a symlink leading out of the root, %s, with 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it('follows a symlink that stays inside the root', async () => {
    const response = await get('/tutorials/overview-alias');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Overview');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/tutorials/', { method: 'POST' });
    expect(response.status).toBe(405);
    const head = await get('/tutorials/', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('acceptedEncodings', () => {
  it('orders br, gzip and identity by q-value, brotli first on a tie, leaving out q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=0.8, br;q=0.9')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('br;q=0, *')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
    expect(acceptedEncodings('identity;q=0')).toEqual([]);
  });
});

describe('routeRequest', () => {
  it('serves files as named at the root when clean URLs are off (Storybook, fixtures)', () => {
    expect(routeRequest('/iframe.html', '/', false)).toEqual({ file: 'iframe.html' });
    expect(routeRequest('/', '/', false)).toEqual({ file: '' });
    expect(routeRequest('/', '/')).toEqual({ file: '' });
  });

  it('finds no page at an address with a capital, whatever the disk; files keep their names', () => {
    expect(routeRequest('/tutorials/Getting-Started/Overview', '/tutorials/')).toEqual({ notFound: true });
    expect(routeRequest('/tutorials/getting-started/overview', '/tutorials/')).toEqual({
      file: 'getting-started/overview',
    });
    expect(routeRequest('/tutorials/assets/index-AbCd1234.js', '/tutorials/')).toEqual({
      file: 'assets/index-AbCd1234.js',
    });
  });

  it('never maps a path outside the base to a file', () => {
    expect(routeRequest('/other/index.html', '/tutorials/')).toEqual({ notFound: true });
    expect(routeRequest('/tutorialsx', '/tutorials/')).toEqual({ notFound: true });
  });
});
