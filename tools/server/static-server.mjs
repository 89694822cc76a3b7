#!/usr/bin/env node
/**
 * The local production server for the prerendered site (DESIGN.md section 3),
 * on Node's http module so the rules below are all there is to it:
 *
 * - `/tutorials/<route>` serves `<route>/index.html`, with no trailing-slash redirect;
 * - `.html` and `/index.html` suffixes, and a trailing slash, redirect (301) to the bare path;
 * - `/` and `/tutorials` redirect to `/tutorials/`;
 * - unknown paths get `404.html` with status 404;
 * - hashed assets are cached for a year as immutable, HTML is revalidated.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Vite names built assets `name-<8+ char hash>.ext`; those never change. */
// Vite's assets (name-<hash>.ext) and the search index's full text (full-<hash>.json, named by titles.json).
const HASHED_ASSET = /\/(?:assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+|search\/full-[0-9a-f]{8,}\.json)$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Decides what a request path gets, without touching the network.
 * @param {string} pathname decoded URL path
 * @param {string} base base path with trailing slash, e.g. `/tutorials/`
 * @param {boolean} [cleanUrls] redirect `.html`, `/index.html` and trailing slashes to the bare path
 * @returns {{ redirect: string } | { file: string } | { notFound: true }}
 */
export function routeRequest(pathname, base, cleanUrls = true) {
  const bare = base.slice(0, -1);
  if (base !== '/' && (pathname === '/' || pathname === bare)) return { redirect: base };
  if (!pathname.startsWith(base)) return { notFound: true };

  const rest = pathname.slice(base.length);
  if (!cleanUrls) return { file: rest };
  if (rest === 'index.html') return { redirect: base };
  if (rest.endsWith('/index.html')) return { redirect: base + rest.slice(0, -'/index.html'.length) };
  if (rest.endsWith('.html')) return { redirect: base + rest.slice(0, -'.html'.length) };
  if (rest.endsWith('/')) return { redirect: base + rest.replace(/\/+$/, '') };
  // Page addresses are lower case (the built site has no other) and match as written, as in the
  // app's router: a page address with a capital (`Getting-Started/Overview`) is no page, also on a
  // case-insensitive disk. Files (a dot in the last segment, such as hashed assets) are as named.
  if (/[A-Z]/.test(rest) && !/\.[^/]*$/.test(rest)) return { notFound: true };
  return { file: rest };
}

async function fileOrUndefined(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, info } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ root: string, base?: string, cleanUrls?: boolean }} options `root` is the folder
 *   served at `base`; `cleanUrls: false` serves files as named (for Storybook and fixtures)
 */
export function createStaticServer({ root, base = '/tutorials/', cleanUrls = true }) {
  const rootDir = resolve(root);

  /** Finds the file for a route: the asset itself, or `<route>/index.html`. */
  async function lookup(rest) {
    const target = normalize(join(rootDir, rest));
    if (target !== rootDir && !target.startsWith(rootDir + sep)) return undefined;
    return (await fileOrUndefined(target)) ?? (await fileOrUndefined(join(target, 'index.html')));
  }

  function send(req, res, status, found) {
    const type = CONTENT_TYPES[extname(found.path)] ?? 'application/octet-stream';
    const etag = `W/"${found.info.size.toString(16)}-${Math.floor(found.info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', HASHED_ASSET.test(found.path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (status === 200) {
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
    }
    res.setHeader('Content-Length', found.info.size);
    res.writeHead(status);
    if (req.method === 'HEAD') res.end();
    else createReadStream(found.path).pipe(res);
  }

  async function notFound(req, res) {
    const page = await fileOrUndefined(join(rootDir, '404.html'));
    if (page) send(req, res, 404, page);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        await notFound(req, res);
        return;
      }
      const decision = routeRequest(pathname, base, cleanUrls);
      if ('redirect' in decision) {
        res.writeHead(301, { Location: encodeURI(decision.redirect) + url.search }).end();
        return;
      }
      const found = 'file' in decision ? await lookup(decision.file) : undefined;
      if (found) send(req, res, 200, found);
      else await notFound(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}

function parseArgs(argv) {
  const args = {
    root: 'apps/docs-site/dist/site',
    port: 4300,
    host: '127.0.0.1',
    base: '/tutorials/',
    cleanUrls: true,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--root') args.root = value;
    else if (flag === '--port') args.port = Number(value);
    else if (flag === '--host') args.host = value;
    else if (flag === '--base') args.base = value;
    else if (flag === '--plain') {
      args.cleanUrls = false;
      i -= 1;
    } else throw new Error(`Unknown option ${flag}; expected --root, --port, --host, --base or --plain.`);
  }
  return args;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root, port, host, base, cleanUrls } = parseArgs(process.argv.slice(2));
  const server = createStaticServer({ root, base, cleanUrls });
  server.listen(port, host, () => console.log(`Serving ${resolve(root)} at http://${host}:${port}${base}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
