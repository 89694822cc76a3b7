#!/usr/bin/env node
/**
 * The local production server for the prerendered site (nginx applies the same rules),
 * on Node's http module so the rules below are all there is to it:
 *
 * - `/tutorials/<route>` serves `<route>/index.html`, with no trailing-slash redirect;
 * - `.html` and `/index.html` suffixes, and a trailing slash, redirect (301) to the bare path;
 * - `/` and `/tutorials` redirect to `/tutorials/`;
 * - unknown paths get `404.html` with status 404;
 * - hashed assets are cached for a year as immutable, HTML is revalidated;
 * - the build's `.br` and `.gz` copies (tools/scripts/compress-site.mjs) are sent to
 *   clients that accept them, brotli first, by Accept-Encoding and its q-values;
 * - `If-None-Match` (a list, `*`, weak comparison) and otherwise `If-Modified-Since`
 *   answer 304; each encoding has its own ETag, so caches never mix them;
 * - a symlink whose real path leaves the root is not found.
 *
 * It keeps serving while the site is rebuilt under it and while clients drop:
 * a file is opened once and described from its descriptor (fstat), so one that
 * vanishes after the lookup is simply not found; the body is streamed with
 * `stream.pipeline`, which closes the descriptor when the client goes away and
 * destroys the response when reading fails mid-file; running out of descriptors
 * answers 503 and never stops the server.
 */
import { constants as fsConstants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { COMPRESSIBLE } from '../scripts/compress-site.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
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

/**
 * Files for tools, not for people arriving from a search engine: each page's Markdown and the
 * llms files (`llms.txt`, `llms-full.txt`, `llms/<sdk>.txt`). Sent with `X-Robots-Tag: noindex`,
 * so that they never stand in a search engine's results for the pages they copy.
 */
const FOR_TOOLS = /(?:\.md|\/llms(?:-full)?\.txt|\/llms\/[^/]+\.txt)(?:\.br|\.gz)?$/;
/** The server API's OpenAPI document, for API clients to import. */
const OPENAPI_DOCUMENT = /\/openapi\.json(?:\.br|\.gz)?$/;

/** Vite names built assets `name-<8+ char hash>.ext`; those never change. */
// Vite's assets (name-<hash>.ext) and the search index's full text (full-<hash>.json, named by titles.json).
const HASHED_ASSET = /\/(?:assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+|search\/full-[0-9a-f]{8,}\.json)$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Content codings with the suffix of the build's copy, in the server's order of preference. */
const ENCODINGS = { br: '.br', gzip: '.gz', identity: '' };
const PREFERRED = Object.keys(ENCODINGS);

/** Errors that mean "there is no such file here" rather than a failure of the server. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EISDIR']);
/** Out of descriptors: the request may succeed in a moment. */
const EXHAUSTED = new Set(['EMFILE', 'ENFILE']);

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

/**
 * The content codings a request accepts among `br`, `gzip` and `identity`, best first:
 * by q-value (`q=0` is "not acceptable"), brotli before gzip on a tie.
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding header
 * @returns {string[]}
 */
export function acceptedEncodings(acceptEncoding) {
  const request = { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } };
  return new Negotiator(request).encodings(PREFERRED, { preferred: PREFERRED });
}

/**
 * The weak validator of one file as sent: size and modification time, and the
 * content coding when it is not the identity, so a gzip copy never validates a
 * brotli one.
 * @param {{ size: number, mtimeMs: number }} info
 * @param {string} encoding
 */
export function entityTag(info, encoding) {
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${suffix}"`;
}

const isInside = (dir, path) => path === dir || path.startsWith(dir + sep);
/** Closes a descriptor whose close may fail only because the file is gone; nothing to report then. */
const closeQuietly = (handle) => handle?.close().catch(() => undefined);
const codeOf = (error) => (error && typeof error === 'object' && 'code' in error ? error.code : undefined);

/**
 * Passes a file's bytes on, and fails when they come to fewer than its size at opening
 * (the file was cut short meanwhile): the response is then destroyed, so the client sees
 * a broken transfer instead of waiting on a keep-alive connection for bytes that never come.
 * (`res.strictContentLength` would throw from inside the pipe, out of reach of any handler.)
 */
function wholeOrError(size, path) {
  return async function* (source) {
    let sent = 0;
    for await (const chunk of source) {
      sent += chunk.length;
      yield chunk;
    }
    if (sent < size) throw new Error(`${path} ended after ${sent} of its ${size} bytes`);
  };
}

/**
 * Opens `path` when it is a regular file whose real path is inside `realRoot`.
 * The caller owns the returned handle; `info` is its fstat, so it describes the
 * very file that is read even if the name is replaced meanwhile.
 * @returns {Promise<{ path: string, root: string, handle: import('node:fs/promises').FileHandle, info: import('node:fs').Stats } | undefined>}
 */
async function openInside(realRoot, path) {
  let handle;
  try {
    const real = await realpath(path);
    if (!isInside(realRoot, real)) return undefined;
    handle = await open(real, fsConstants.O_RDONLY);
    const info = await handle.stat();
    if (info.isFile()) return { path, root: realRoot, handle, info };
  } catch (error) {
    if (!NOT_THERE.has(codeOf(error))) {
      await closeQuietly(handle);
      throw error;
    }
  }
  await closeQuietly(handle);
  return undefined;
}

/**
 * @param {{ root: string, base?: string, cleanUrls?: boolean }} options `root` is the folder
 *   served at `base`; `cleanUrls: false` serves files as named (for Storybook and fixtures)
 */
export function createStaticServer({ root, base = '/tutorials/', cleanUrls = true }) {
  const rootDir = resolve(root);

  /** The root's real path, asked for every request: a rebuild may replace the folder. */
  async function realRoot() {
    try {
      return await realpath(rootDir);
    } catch (error) {
      if (NOT_THERE.has(codeOf(error))) return undefined;
      throw error;
    }
  }

  /** Opens the file for a route: the asset itself, or `<route>/index.html`. */
  async function lookup(rest) {
    const target = normalize(join(rootDir, rest));
    if (!isInside(rootDir, target)) return undefined;
    const real = await realRoot();
    if (!real) return undefined;
    return (await openInside(real, target)) ?? (await openInside(real, join(target, 'index.html')));
  }

  /**
   * Chooses what to send for `found`: its `.br` or `.gz` copy when the client accepts
   * that coding and the copy exists, else the file itself. Closes what it does not send.
   */
  async function negotiate(req, found) {
    if (!COMPRESSIBLE.has(extname(found.path).toLowerCase())) return { ...found, encoding: 'identity' };
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      if (encoding === 'identity') return { ...found, encoding };
      // Under the root the file itself was found in, not a second look-up of it.
      const copy = await openInside(found.root, found.path + ENCODINGS[encoding]);
      if (copy) {
        await found.handle.close();
        return { ...copy, path: found.path, encoding };
      }
    }
    // Nothing acceptable (identity;q=0 with no copy): the file as it is, as nginx does.
    return { ...found, encoding: 'identity' };
  }

  /** Sends an opened file with `status`, and closes it whatever happens. */
  async function send(req, res, status, opened) {
    let chosen;
    try {
      chosen = await negotiate(req, opened);
    } catch (error) {
      await closeQuietly(opened.handle);
      throw error;
    }
    const { handle, info, encoding } = chosen;
    const compressible = COMPRESSIBLE.has(extname(chosen.path).toLowerCase());
    const etag = entityTag(info, encoding);
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
    res.setHeader('Cache-Control', HASHED_ASSET.test(chosen.path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const forTools = FOR_TOOLS.test(chosen.path);
    if (forTools) res.setHeader('X-Robots-Tag', 'noindex');
    // Public documents tools fetch from other origins (a browser-based API client importing the
    // OpenAPI document by its URL, an assistant in a web page reading llms.txt).
    if (forTools || OPENAPI_DOCUMENT.test(chosen.path)) res.setHeader('Access-Control-Allow-Origin', '*');
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', lastModified);
      // If-None-Match (any listed tag, weakly, or *) decides; If-Modified-Since only without it.
      // A request's Cache-Control: no-cache is for caches on the way, not for the origin: fresh()
      // would answer 200 to it, and fetch() sends it with every conditional request.
      const conditions = { ...req.headers, 'cache-control': undefined };
      if (fresh(conditions, { etag, 'last-modified': lastModified })) {
        await handle.close();
        res.writeHead(304).end();
        return;
      }
    }
    res.setHeader('Content-Type', CONTENT_TYPES[extname(chosen.path)] ?? 'application/octet-stream');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', info.size);
    if (req.method === 'HEAD' || info.size === 0 || res.destroyed) {
      await handle.close();
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status);
    const body = handle.createReadStream({ start: 0, end: info.size - 1 });
    pipeline(body, wholeOrError(info.size, chosen.path), res, (error) => {
      // pipeline has destroyed all three (closing the descriptor); a client that left is no news.
      if (error && codeOf(error) !== 'ERR_STREAM_PREMATURE_CLOSE') {
        console.error(`static-server: ${req.url}: ${error.message}`);
      }
    });
  }

  async function notFound(req, res) {
    let page;
    try {
      const real = await realRoot();
      page = real && (await openInside(real, join(rootDir, '404.html')));
    } catch {
      page = undefined;
    }
    if (page) await send(req, res, 404, page);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  /** A failure before the body started: a plain status; after: the connection is cut. */
  function fail(res, error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const exhausted = EXHAUSTED.has(codeOf(error));
    res
      .writeHead(exhausted ? 503 : 500, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...(exhausted ? { 'Retry-After': '1' } : {}),
      })
      .end(exhausted ? 'Service unavailable: out of file descriptors, retry shortly' : 'Internal server error');
  }

  const server = createServer(async (req, res) => {
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
      if (found) await send(req, res, 200, found);
      else await notFound(req, res);
    } catch (error) {
      if (!EXHAUSTED.has(codeOf(error))) console.error(error);
      fail(res, error);
    }
  });

  // Accepting a connection fails with EMFILE when descriptors run out; Node reports it as the
  // server's 'error', which would end the process. It is logged (once a second at most) instead.
  let lastAcceptLog = 0;
  server.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).syscall !== 'accept') {
      if (server.listenerCount('error') === 1) throw error;
      return;
    }
    if (Date.now() - lastAcceptLog > 1000) {
      lastAcceptLog = Date.now();
      console.error(`static-server: accepting a connection failed (${error.message}); still serving`);
    }
  });
  return server;
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
  // The port actually bound, also when --port 0 let the system choose (the fault test does).
  server.listen(port, host, () => {
    const address = server.address();
    const bound = address && typeof address === 'object' ? address.port : port;
    console.log(`Serving ${resolve(root)} at http://${host}:${bound}${base}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
