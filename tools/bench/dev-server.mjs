/**
 * Dev server time to content: runs the README's command, `npm run dev`, and
 * measures from the spawn until Chromium shows the landing page's heading
 * (the dev server serves an empty shell; React renders the page), which must
 * come without an uncaught error or a server error. The browser tab is open
 * before the clock starts, as a developer's is. Chromium asks again every
 * 100 ms while the server is not listening yet. The server is stopped
 * afterwards (its whole process group: npm, the shell and Vite).
 */
import { spawn } from 'node:child_process';

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ root: string, port: number, path?: string, timeoutMs?: number }} options
 * @returns {Promise<{ seconds: number, listeningSeconds: number }>}
 */
export async function measureDevServer(browser, { root, port, path = '/', timeoutMs = 60_000 }) {
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
    try {
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ state: 'visible', timeout: Math.max(1, deadline - performance.now()) });
    } catch (error) {
      const serverErrors = output.split('\n').filter((line) => /error/i.test(line));
      throw new Error(
        `no heading at ${url} after ${Math.round(timeoutMs / 1000)} s: ${[...problems, ...serverErrors].slice(0, 3).join('; ') || error}`,
        { cause: error },
      );
    }
    const seconds = (performance.now() - started) / 1000;
    // Content that came with an uncaught error (a failed hydration, say) is not a working page.
    await page.waitForTimeout(300);
    if (problems.length > 0) throw new Error(`the landing page reported errors: ${problems.slice(0, 3).join('; ')}`);
    return { seconds, listeningSeconds };
  } finally {
    await context.close();
    if (running()) {
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (running()) process.kill(-server.pid, 'SIGKILL');
    }
  }
}
