import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, createStaticServer, routeRequest } from './static-server.mjs';

let root: string;
let origin: string;
let close: () => Promise<void>;

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
  const server = createStaticServer({ root });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => server.close(() => done()));
});

afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

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

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/tutorials/', { method: 'POST' });
    expect(response.status).toBe(405);
    const head = await get('/tutorials/', { method: 'HEAD' });
    expect(head.status).toBe(200);
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
