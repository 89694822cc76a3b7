import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server in front of the built site (`site`, an origin) that sends the HTML
 * of `pagePath` in two parts, up to `cut(html)` and then, after `delayMs`,
 * the rest, as a slow connection would. Everything else is the site's own response.
 */
export async function slowPageServer(
  site: string,
  pagePath: string,
  cut: (html: string) => number,
  delayMs: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', site));
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (request.url !== pagePath) {
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(body);
      return;
    }
    const html = body.toString('utf8');
    const at = cut(html);
    response.writeHead(200, { 'content-type': type });
    response.write(html.slice(0, at));
    setTimeout(() => response.end(html.slice(at)), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
