/**
 * Load on the two servers of the built site: the Node server of `npm start`
 * (tools/server/static-server.mjs, a child process) and nginx with the
 * production rules (tools/scripts/nginx.mjs, deploy/nginx/harness.conf). For
 * three URLs (the landing page, an SDK page, the landing page's hashed entry
 * script) at 50 and 200 concurrent keep-alive connections, autocannon measures
 * requests per second, latency p50 / p99 and errors (connection errors,
 * timeouts and any status other than 2xx). Requests ask for `gzip, deflate, br`
 * as browsers do, so both servers send their precompressed copies. Each run is
 * bounded in time (`seconds`) and in count (MAX_REQUESTS). The Node server's
 * resident memory and open descriptors are read from /proc before (after a
 * warm-up) and after (once its connections have closed). The load generator
 * runs in this process, on the same machine as the server it measures.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../scripts/nginx.mjs';
import { htmlFileOf, referencedAssets, SAMPLE_PAGES } from './first-load.mjs';
import { budget, megabytes, ms, notMeasuredRow, row } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');

export const CONNECTIONS = [50, 200];
/** Upper bound of requests in one run, whatever its duration. */
export const MAX_REQUESTS = 500_000;
export const LOAD_BUDGETS = {
  errors: budget('atMost', 0, '0 errors'),
  descriptors: budget('atMost', 0, 'back to the baseline'),
};
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * @typedef {ReturnType<typeof summariseRun> & { kind: string, path: string, connections: number }} LoadRun
 * @typedef {{ rssKb: number, peakRssKb: number, descriptors: number }} ProcessStats
 * @typedef {{
 *   seconds: number,
 *   targets: { kind: string, path: string }[],
 *   node?: { before: ProcessStats, after?: ProcessStats, alive: boolean, runs: LoadRun[], stderr: string },
 *   nginx?: { runs: LoadRun[], log: string } | { error: string },
 * }} LoadResult
 */

/** The route of the first page (a folder with index.html) under `dir`, two levels deep at most. */
function firstPageUnder(siteDir, dir) {
  if (!existsSync(join(siteDir, dir))) return undefined;
  for (const entry of readdirSync(join(siteDir, dir), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const route = `${dir}/${entry.name}`;
    if (existsSync(join(siteDir, route, 'index.html'))) return `/${route}`;
    const below = route.split('/').length < 3 ? firstPageUnder(siteDir, route) : undefined;
    if (below) return below;
  }
  return undefined;
}

/**
 * The URLs under load: the landing page, an SDK page (the benchmark's sample one, else
 * the first SDK's first page) and the hashed script the landing page loads first.
 * @param {string} siteDir the built site
 * @returns {{ kind: string, path: string }[]}
 */
export function loadTargets(siteDir) {
  const landing = htmlFileOf(siteDir, '/');
  if (!existsSync(landing)) throw new Error(`${landing} is missing: build the site first (npm run build).`);
  const sample = SAMPLE_PAGES.find((page) => page.kind === 'SDK page');
  let sdkPath = sample && existsSync(htmlFileOf(siteDir, sample.path)) ? sample.path : undefined;
  sdkPath ??= firstPageUnder(siteDir, 'sdks');
  if (!sdkPath) throw new Error(`${join(siteDir, 'sdks')} has no page (<route>/index.html) to load as an SDK page.`);
  const script = referencedAssets(readFileSync(landing, 'utf8')).find((asset) => /^assets\/.+\.js$/.test(asset));
  if (!script) throw new Error(`${landing} references no script under assets/.`);
  return [
    { kind: 'landing page', path: '/tutorials/' },
    { kind: 'SDK page', path: `/tutorials${sdkPath}` },
    { kind: 'hashed script', path: `/tutorials/${script}` },
  ];
}

/**
 * What one autocannon run comes to. Errors are everything a reader would not get their
 * page from: connection errors (autocannon counts timeouts among them) and non-2xx answers.
 * @param {{ requests: { total: number }, duration: number, latency: { p50: number, p99: number },
 *   errors: number, timeouts: number, non2xx: number }} result
 */
export function summariseRun(result) {
  return {
    requests: result.requests.total,
    perSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Resident memory now and at its peak (kB) from the text of /proc/<pid>/status. */
export function parseProcStatus(text) {
  const field = (name) => Number(text.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rssKb: field('VmRSS'), peakRssKb: field('VmHWM') };
}

/** Memory and open descriptors of a running process, from /proc (Linux). */
export function processStats(pid) {
  return {
    ...parseProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8')),
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
  };
}

/** The stats once the descriptor count is back at `baseline`, or as they are after `timeoutMs`. */
async function settledStats(pid, baseline, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let stats = processStats(pid);
  while (stats.descriptors > baseline && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100));
    stats = processStats(pid);
  }
  return stats;
}

/** One autocannon run against `url`, bounded by `seconds` and MAX_REQUESTS. */
async function runLoad(url, connections, seconds) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    headers: HEADERS,
    timeout: 10,
  });
  return summariseRun(result);
}

/** Every target at every concurrency, against `origin`. */
async function loadAll(origin, targets, seconds, log) {
  const runs = [];
  for (const target of targets) {
    for (const connections of CONNECTIONS) {
      log(`  ${origin}${target.path}, ${connections} connections...`);
      runs.push({ ...target, connections, ...(await runLoad(origin + target.path, connections, seconds)) });
    }
  }
  return runs;
}

/** One GET on its own connection, read to the end (no socket stays open after it). */
function getOnce(url) {
  return new Promise((done, fail) => {
    const req = get(url, { agent: false, headers: { ...HEADERS, connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', done);
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

/** Waits up to 10 s for `url` to answer, on connections that close (fetch's would stay open and count). */
async function untilAnswering(url) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getOnce(url);
    } catch (error) {
      if (attempt === 100) throw new Error(`${url} did not answer within 10 s`, { cause: error });
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** A few requests per target, so the baseline holds what serving opens lazily. */
async function warmUp(origin, targets) {
  for (const target of targets) for (let i = 0; i < 3; i += 1) await getOnce(origin + target.path);
}

/** The stats once two readings 100 ms apart agree on the descriptor count (at most 2 s). */
async function steadyStats(pid) {
  let stats = processStats(pid);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((done) => setTimeout(done, 100));
    const next = processStats(pid);
    if (next.descriptors === stats.descriptors) return next;
    stats = next;
  }
  return stats;
}

/**
 * Runs the load on the Node server, then on nginx.
 * @param {{ siteDir: string, nodePort: number, nginxPort: number, seconds?: number, log?: (line: string) => void }} options
 */
export async function measureLoad({ siteDir, nodePort, nginxPort, seconds = 5, log = console.log }) {
  const targets = loadTargets(siteDir);
  /** @type {LoadResult} */
  const result = { seconds, targets };

  const server = spawn(
    process.execPath,
    [join(root, 'tools/server/static-server.mjs'), '--root', siteDir, '--port', String(nodePort)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let serverErrors = '';
  server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));
  const exited = new Promise((done) => server.once('exit', done));
  try {
    const origin = `http://127.0.0.1:${nodePort}`;
    await untilAnswering(`${origin}/tutorials/`);
    await warmUp(origin, targets);
    const before = await steadyStats(server.pid);
    const runs = await loadAll(origin, targets, seconds, log);
    const alive = server.exitCode === null && server.signalCode === null;
    const after = alive ? await settledStats(server.pid, before.descriptors) : undefined;
    result.node = { before, after, alive, runs, stderr: serverErrors };
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  }

  let nginx;
  try {
    nginx = await startNginx({ siteDir, port: nginxPort });
  } catch (error) {
    result.nginx = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    return result;
  }
  try {
    await warmUp(nginx.origin, targets);
    const runs = await loadAll(nginx.origin, targets, seconds, log);
    result.nginx = { runs, log: nginx.log().slice(-4000) };
  } finally {
    await nginx.stop();
  }
  return result;
}

const count = (value) => Math.round(value).toLocaleString('en');

/** The table rows of one server's runs. */
function runRows(server, runs) {
  return runs.map((run) =>
    row(
      `load, ${server}, ${run.kind} (${run.path}), ${run.connections} connections: requests/s, latency p50 / p99, errors`,
      `${count(run.perSecond)} req/s, ${ms(run.p50Ms)} / ${ms(run.p99Ms)}, ${count(run.errors)} errors of ${count(run.requests)} requests` +
        (run.errors
          ? ` (connection ${count(run.connectionErrors)}, timeouts ${count(run.timeouts)}, non-2xx ${count(run.non2xx)})`
          : ''),
      { value: run.errors, budget: LOAD_BUDGETS.errors },
    ),
  );
}

/**
 * The benchmark's rows for a `measureLoad` result.
 * @param {LoadResult} result
 */
export function loadRows(result) {
  const rows = [];
  const { node, nginx, seconds } = result;
  const server = `Node server (${seconds} s per run)`;
  if (node) {
    rows.push(...runRows(server, node.runs));
    if (!node.alive) {
      rows.push(
        row('load, Node server: still running after the load', `no, it exited: ${node.stderr.split('\n')[0]}`, {
          value: 1,
          budget: budget('atMost', 0, 'running'),
        }),
      );
    } else {
      const { before, after } = node;
      rows.push(
        row(
          'load, Node server: resident memory before / after the load',
          `${megabytes(before.rssKb / 1024)} / ${megabytes(after.rssKb / 1024)} (peak ${megabytes(after.peakRssKb / 1024)})`,
        ),
        row(
          'load, Node server: open descriptors before / after the load',
          `${before.descriptors} / ${after.descriptors}`,
          { value: after.descriptors - before.descriptors, budget: LOAD_BUDGETS.descriptors },
        ),
      );
    }
  }
  if (nginx && 'error' in nginx) {
    rows.push(notMeasuredRow('load, nginx', nginx.error, LOAD_BUDGETS.errors));
  } else if (nginx) rows.push(...runRows(`nginx (${seconds} s per run)`, nginx.runs));
  return rows;
}
