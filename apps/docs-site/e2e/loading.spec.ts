import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * How a prerendered page starts its app (README, "How the site behaves in the
 * browser"): painted first, the app's scripts inserted after the first
 * contentful paint, hydration once the whole document is parsed.
 */

const PAGE = '/tutorials/concepts/best-practices/match-levels';

/**
 * A server in front of the built site that sends `PAGE` in two parts: up to the end of the
 * article, then, after `delayMs`, the rest (table of contents, footer), as a slow connection
 * would. Everything else is the site's own response.
 */
async function slowEndServer(site: string, delayMs: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', site));
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (request.url !== PAGE) {
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(body);
      return;
    }
    const html = body.toString('utf8');
    const cut = html.indexOf('</main>') + '</main>'.length;
    response.writeHead(200, { 'content-type': type });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('the app loads its scripts only once the page has painted or finished loading', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // As the browser timed them: when each script's request started, the first contentful paint and
  // the load event (which comes first on a fast local connection, and starts the app then).
  const { paint, load, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  const started = Math.min(paint, load);
  expect(started, 'the page painted or loaded').toBeGreaterThan(0);
  expect(scripts.length, 'the scripts loaded').toBeGreaterThan(0);
  expect(scripts.filter((script) => script.start < started).map((script) => script.url)).toEqual([]);
});

test('a page whose end arrives late hydrates once it has all of it, with no error', async ({ page, baseURL }) => {
  const slow = await slowEndServer(baseURL ?? '', 1500);
  try {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${slow.origin}${PAGE}`, { waitUntil: 'commit' });
    // The article shows while the rest of the document is still on its way.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  } finally {
    await slow.close();
  }
});
