/**
 * Serves the prerendered site for the browser measures: the repository's
 * static server (tools/server/static-server.mjs, the production rules) behind
 * a small proxy that gzips text responses, as the production host does. The
 * static server sends the build's .br/.gz copies, which the proxy passes on as
 * they are; it gzips only what has no copy (text files under 1 KB), which
 * Lighthouse's throttled network would otherwise time uncompressed.
 */
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** Waits until `url` answers (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs} ms: ${error}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function gzipProxy(upstreamPort) {
  return createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!accepts || !COMPRESSIBLE.test(type) || answer.headers['content-encoding'] || req.method === 'HEAD') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });
}

/**
 * Starts the static server on `port + 1` and the gzip proxy on `port`.
 * @param {{ root: string, siteDir: string, port: number }} options
 * @returns {Promise<{ origin: string, baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startSite({ root, siteDir, port }) {
  const upstreamPort = port + 1;
  const server = spawn(
    process.execPath,
    [join(root, 'tools/server/static-server.mjs'), '--root', siteDir, '--port', String(upstreamPort)],
    { stdio: 'ignore' },
  );
  const proxy = gzipProxy(upstreamPort);
  await new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`http://127.0.0.1:${upstreamPort}/tutorials/`);
  } catch (error) {
    server.kill();
    proxy.close();
    throw error;
  }
  return {
    origin,
    baseUrl: `${origin}/tutorials`,
    stop: async () => {
      server.kill();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(() => resolve(undefined)));
    },
  };
}
