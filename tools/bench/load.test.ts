import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRows, loadTargets, parseProcStatus, summariseRun } from './load.mjs';

const autocannonResult = (overrides = {}) => ({
  requests: { total: 12_000 },
  duration: 5.0,
  latency: { p50: 11, p99: 48 },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...overrides,
});

const stats = (descriptors: number, rssKb = 80_000) => ({ rssKb, peakRssKb: rssKb + 20_000, descriptors });

const run = (errors = 0) => ({
  kind: 'SDK page',
  path: '/tutorials/sdks/selenium-java/quickstart',
  connections: 200,
  ...summariseRun(autocannonResult({ errors, timeouts: errors ? 2 : 0 })),
});

describe('load benchmark', () => {
  it('summarises a run as requests per second, p50 / p99 and errors, non-2xx answers counting as errors', () => {
    expect(summariseRun(autocannonResult())).toEqual({
      requests: 12_000,
      perSecond: 2400,
      p50Ms: 11,
      p99Ms: 48,
      errors: 0,
      connectionErrors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(summariseRun(autocannonResult({ errors: 7, timeouts: 3, non2xx: 5 })).errors).toBe(12);
  });

  it('reads resident memory and its peak from /proc/<pid>/status', () => {
    const status = 'Name:\tnode\nVmHWM:\t  150232 kB\nVmRSS:\t   98304 kB\nThreads:\t11\n';
    expect(parseProcStatus(status)).toEqual({ rssKb: 98_304, peakRssKb: 150_232 });
  });

  it('puts a run with errors, or descriptors not back at the baseline, OVER budget', () => {
    const result = {
      seconds: 5,
      targets: [],
      node: { before: stats(21), after: stats(21, 95_000), alive: true, runs: [run(0)], stderr: '' },
      nginx: { runs: [run(31)], log: '' },
    };
    const rows = loadRows(result);
    const [nodeRun, memory, descriptors, nginxRun] = rows;
    expect(nodeRun).toMatchObject({ status: 'OK', budget: '0 errors' });
    expect(nodeRun.value).toBe('2,400 req/s, 11 ms / 48 ms, 0 errors of 12,000 requests');
    expect(memory.value).toBe('78 MB / 93 MB (peak 112 MB)');
    expect(descriptors).toMatchObject({ value: '21 / 21', status: 'OK' });
    expect(nginxRun.measure).toContain('nginx');
    expect(nginxRun.status).toBe('OVER');
    expect(nginxRun.value).toContain('31 errors of 12,000 requests (connection 31, timeouts 2, non-2xx 0)');

    const leaking = loadRows({ ...result, node: { ...result.node, after: stats(320) } });
    expect(leaking[2]).toMatchObject({ value: '21 / 320', status: 'OVER' });

    const died = loadRows({
      ...result,
      node: { ...result.node, alive: false, after: undefined, stderr: 'Error: EMFILE: too many open files\n  at' },
    });
    expect(died[1]).toMatchObject({ status: 'OVER' });
    expect(died[1].value).toContain('EMFILE');

    const noNginx = loadRows({ ...result, nginx: { error: 'No nginx with the brotli_static module found' } });
    expect(noNginx.at(-1)?.value).toBe('not measured: No nginx with the brotli_static module found');
  });

  describe('targets', () => {
    let site: string;
    afterAll(() => rm(site, { recursive: true, force: true }));

    it("loads the landing page, an SDK page and the landing page's hashed script", async () => {
      site = await mkdtemp(join(tmpdir(), 'load-targets-'));
      await mkdir(join(site, 'sdks/cypress/quickstart'), { recursive: true });
      await writeFile(
        join(site, 'index.html'),
        '<link rel="stylesheet" href="/tutorials/assets/index-Ab12Cd34.css"><script type="module" src="/tutorials/assets/entry-Xy98Zw76.js"></script>',
      );
      await writeFile(join(site, 'sdks/cypress/quickstart/index.html'), '<h1>Cypress</h1>');
      expect(loadTargets(site)).toEqual([
        { kind: 'landing page', path: '/tutorials/' },
        { kind: 'SDK page', path: '/tutorials/sdks/cypress/quickstart' },
        { kind: 'hashed script', path: '/tutorials/assets/entry-Xy98Zw76.js' },
      ]);
      expect(() => loadTargets(join(site, 'nowhere'))).toThrow(/index.html is missing: build the site first/);
    });
  });
});
