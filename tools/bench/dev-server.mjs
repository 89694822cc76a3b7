/**
 * Dev server time to content: runs the README's command, `npm run dev`, and
 * measures from the spawn until Chromium shows the landing page's content:
 * its title and its last section's heading, so the whole article, not only the
 * site's frame (the dev server serves an empty shell; React renders the page
 * once the page's module is compiled), which must come without an uncaught
 * error or a server error. The browser tab is open before the clock starts,
 * as a developer's is. Chromium asks again every 100 ms while the server is
 * not listening yet. The server is stopped afterwards (its whole process
 * group: npm, the shell and Vite).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The headings that show a page's content is there: its title (`# `) and the last `## ` of its
 * MDX source (front matter and code fences skipped).
 * @param {string} source
 * @returns {{ title: string, lastSection: string | undefined }}
 */
export function contentHeadings(source) {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  let fenced = false;
  const headings = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,2} /.test(line)) headings.push(line);
  }
  const title = headings
    .find((line) => line.startsWith('# '))
    ?.slice(2)
    .trim();
  if (!title) throw new Error('the page has no "# " title to wait for');
  const lastSection = headings
    .findLast((line) => line.startsWith('## '))
    ?.slice(3)
    .trim();
  return { title, lastSection };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ root: string, port: number, path?: string, source?: string, timeoutMs?: number }} options -
 *   `source`: the page's MDX file, from the root (default: the landing page's)
 * @returns {Promise<{ seconds: number, listeningSeconds: number, titleSeconds: number }>}
 */
export async function measureDevServer(
  browser,
  { root, port, path = '/', source = 'content/docs/index.mdx', timeoutMs = 60_000 },
) {
  const { title, lastSection } = contentHeadings(readFileSync(join(root, source), 'utf8'));
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  const server = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const running = () => server.exitCode === null && server.signalCode === null;

  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  const url = `http://127.0.0.1:${port}/tutorials${path}`;
  try {
    let listeningSeconds;
    const deadline = started + timeoutMs;
    for (;;) {
      if (!running()) throw new Error(`npm run dev exited with code ${server.exitCode}:\n${output}`);
      try {
        await page.goto(url, { waitUntil: 'commit', timeout: 10_000 });
        listeningSeconds = (performance.now() - started) / 1000;
        break;
      } catch (error) {
        if (performance.now() > deadline)
          throw new Error(`the dev server did not answer ${url}: ${error}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    let titleSeconds;
    try {
      const timeout = () => Math.max(1, deadline - performance.now());
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible', timeout: timeout() });
      titleSeconds = (performance.now() - started) / 1000;
      if (lastSection) {
        await page
          .getByRole('heading', { level: 2, name: lastSection })
          .waitFor({ state: 'visible', timeout: timeout() });
      }
    } catch (error) {
      const serverErrors = output.split('\n').filter((line) => /error/i.test(line));
      throw new Error(
        `no "${title}" and "${lastSection}" at ${url} after ${Math.round(timeoutMs / 1000)} s: ${[...problems, ...serverErrors].slice(0, 3).join('; ') || error}`,
        { cause: error },
      );
    }
    const seconds = (performance.now() - started) / 1000;
    // Content that came with an uncaught error (a failed hydration, say) is not a working page.
    await page.waitForTimeout(300);
    if (problems.length > 0) throw new Error(`the landing page reported errors: ${problems.slice(0, 3).join('; ')}`);
    return { seconds, listeningSeconds, titleSeconds };
  } finally {
    await context.close();
    if (running()) {
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (running()) process.kill(-server.pid, 'SIGKILL');
    }
  }
}
