#!/usr/bin/env node
/**
 * `npm run bench`: measures the site in one run and writes a Markdown table
 * (dist/bench/bench.md) and the raw numbers (dist/bench/bench.json). Budgets
 * are checked and reported as OK / OVER, never enforced: the benchmark
 * informs, tests gate. One module per measure, beside this file:
 *
 * - build-time.mjs   full cold build and a rebuild from the Nx cache (time, memory)
 * - first-load.mjs   per page: HTML, and the JS and CSS a first load requests
 * - next-page.mjs    what a client-side navigation to a linked page downloads
 * - lighthouse.mjs   Lighthouse mobile scores, LCP, TBT and CLS
 * - navigation.mjs   click-to-painted-heading latency after a hover prefetch
 * - dev-server.mjs   dev server time to content
 * - picker-size.mjs  what SdkPicker, SdkKeyList and docs-chrome's Sidebar each add to a bare
 *   Vite React app built from the packages (JS and CSS, gzip)
 * - load.mjs         the Node server and nginx under 50 and 200 concurrent
 *   connections (autocannon): requests/s, latency, errors; the Node server's
 *   memory and open descriptors before and after
 * - content-lint-time.mjs  the content lint over the built site (time, CPU, memory)
 * - mdx-compile.mjs  MDX compilation alone, outside Vite: @mdx-js/mdx bare (the
 *   floor under a cold build) and the site's pipeline
 * - tools/synthetic/build-synthetic.mjs and search-bench.mjs (written
 *   elsewhere, imported when present): synthetic 2,000 / 10,000 page sites, search
 * - search-relevance.mjs  the relevance set through the site's search code:
 *   success@1, success@3, MRR@10 and the queries that fail (no browser)
 *
 * Flags: --quick skips the 10,000-page synthetic build; --skip-build measures
 * the existing apps/docs-site/dist/site without building it; --only=site,dev
 * runs only the named groups (build, compile, lint, site, relevance, dev, picker, load, synthetic);
 * --lighthouse-runs=N runs Lighthouse N times per page (default 3, median kept);
 * --load-seconds=N runs each load for N seconds (default 5).
 * Ports 4351-4359 by default (BENCH_PORT moves the whole range).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from './browser.mjs';
import { breakdown, buildSteps, measureBuilds } from './build-time.mjs';
import { measureContentLint } from './content-lint-time.mjs';
import { measureDevServer } from './dev-server.mjs';
import { MAIN_KINDS, measureFirstLoad, outputSize, samplePages } from './first-load.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { LOAD_BUDGETS, loadRows, measureLoad } from './load.mjs';
import { measureMdxCompile } from './mdx-compile.mjs';
import { measureNavigation } from './navigation.mjs';
import { measureNextPage } from './next-page.mjs';
import { callOptional } from './optional.mjs';
import { runMeasured } from './run-measured.mjs';
import {
  budget,
  budgetSummary,
  errorMessage,
  kb,
  markdownTable,
  median,
  megabytes,
  ms,
  notMeasuredRow,
  row,
  seconds,
} from './report.mjs';
import { startSite } from './site-server.mjs';

const root = resolve(import.meta.dirname, '../..');
const siteDir = join(root, 'apps/docs-site/dist/site');
const outDir = join(root, 'dist/bench');
const flags = new Set(process.argv.slice(2));
const only = [...flags]
  .find((flag) => flag.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Whether a group of measures runs (all, unless --only names others). */
const runs = (group) => !only || only.includes(group);
const lighthouseRuns = Number([...flags].find((flag) => flag.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
const loadSeconds = Number([...flags].find((flag) => flag.startsWith('--load-seconds='))?.split('=')[1] ?? 5);
const basePort = Number(process.env.BENCH_PORT ?? 4351);
const PORTS = {
  dev: basePort + 1,
  site: basePort + 2,
  chrome: basePort + 4,
  search: basePort + 5,
  loadNode: basePort + 6,
  loadNginx: basePort,
};

const BUDGETS = {
  coldBuild: budget('atMost', 12, '<= 12 s'),
  synthetic10kTime: budget('below', 180, '< 3 min'),
  synthetic10kMemory: budget('below', 4096, '< 4 GB'),
  sdkFirstLoad: budget('below', 150 * 1024, '< 150 KB'),
  sdkHtml: budget('below', 40 * 1024, '< 40 KB raw'),
  nextPage: budget('below', 10 * 1024, '< 10 KB gzip'),
  lighthouse: budget('atLeast', 100, '100 each'),
  tbt: budget('below', 50, '< 50 ms'),
  cls: budget('atMost', 0, '0'),
  navigation: budget('below', 50, '< 50 ms (median)'),
  devServer: budget('atMost', 2.5, '<= 2.5 s'),
  pickerJs: budget('atMost', 10 * 1024, '<= 10 KB gzip'),
  pickerCss: budget('atMost', 2.5 * 1024, '<= 2.5 KB gzip'),
  sidebarJs: budget('atMost', 15 * 1024, '<= 15 KB gzip'),
  contentLint: budget('below', 30, '< 30 s'),
};

/** Dev server starts with the dependency cache warm, of which the median is kept. */
const DEV_WARM_RUNS = 3;

const rows = [];
const results = { flags: [...flags], ports: PORTS };

/** Runs one measure; a failure becomes a "not measured" row and the run goes on. */
async function measure(name, fn, fallbackRows) {
  console.log(`- ${name}...`);
  const started = performance.now();
  try {
    await fn();
  } catch (error) {
    console.error(`  ${name} failed: ${errorMessage(error)}`);
    for (const [label, rule] of fallbackRows)
      rows.push(notMeasuredRow(label, errorMessage(error).split('\n')[0], rule));
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

async function measureBuildRows() {
  if (flags.has('--skip-build')) {
    rows.push(notMeasuredRow('full cold build', '--skip-build', BUDGETS.coldBuild));
    return;
  }
  const { cold, cached } = await measureBuilds({ root });
  // The measured build stops at prerendering, which replaces dist/site: the search measures need the index again.
  const index = await runMeasured('node', ['build/search/build-search-index.mjs'], {
    cwd: join(root, 'apps/docs-site'),
  });
  if (index.code !== 0) console.warn(`warning: the search index did not build (exit ${index.code})`);
  const steps = buildSteps(cold.output);
  const byStep = breakdown(steps, cold.seconds);
  results.build = {
    coldSeconds: cold.seconds,
    coldSteps: steps,
    coldOtherSeconds: byStep.otherSeconds,
    coldPeakTreeMb: cold.peakTreeMb,
    coldMaxProcessMb: cold.maxProcessMb,
    cachedSeconds: cached.seconds,
  };
  const mdx = steps.mdxCompile;
  rows.push(
    row(
      'full cold build (nx run docs-site:prerender as in a fresh clone: no Nx cache or workspace data, no Vite cache)',
      seconds(cold.seconds),
      {
        value: cold.seconds,
        budget: BUDGETS.coldBuild,
      },
    ),
    row('cold build by step (as each step prints its time)', byStep.text),
    row(
      'cold build: MDX compile share of the client bundle (compile workers’ time per thread / client bundle time)',
      mdx
        ? `${Math.round(mdx.share * 100)}% (${mdx.pages} pages, ${seconds(mdx.secondsPerThread)} on each of ${mdx.threads} threads)`
        : 'not reported',
    ),
    row(
      'cold build: gzip and brotli copies of pages, assets and search index (threads’ time, during prerendering)',
      steps.compressThreadSeconds === undefined ? 'not reported' : seconds(steps.compressThreadSeconds),
    ),
    row(
      'cold build: pages’ Markdown (.md) and the llms files’ texts (prerender workers’ time, during prerendering)',
      steps.markdownThreadSeconds === undefined ? 'not reported' : seconds(steps.markdownThreadSeconds),
    ),
    row(
      'cold build peak memory (sum of RSS over the build process tree, sampled every 100 ms)',
      cold.peakTreeMb ? megabytes(cold.peakTreeMb) : 'not measured: no /proc',
    ),
    row(
      'cold build largest process (max RSS, /usr/bin/time -f %M)',
      cold.maxProcessMb ? megabytes(cold.maxProcessMb) : 'not measured: no /usr/bin/time',
    ),
    row('rebuild with the Nx cache', seconds(cached.seconds)),
  );
}

function pageRows(loads, nextPages, lighthouse) {
  for (const load of loads) {
    const sdk = load.kind === 'SDK page';
    rows.push(
      row(
        `${load.kind} (${load.path}): HTML raw (gzip)`,
        `${kb(load.htmlBytes)} (${kb(load.htmlGzip)})`,
        sdk ? { value: load.htmlBytes, budget: BUDGETS.sdkHtml } : {},
      ),
      row(
        `${load.kind}: first-load JS, files / raw / gzip`,
        `${load.js.count} / ${kb(load.js.bytes)} / ${kb(load.js.gzip)}`,
      ),
      row(
        `${load.kind}: first-load CSS, files / raw / gzip`,
        `${load.css.count} / ${kb(load.css.bytes)} / ${kb(load.css.gzip)}`,
      ),
      row(`${load.kind}: first-load images and other, files / gzip`, `${load.other.count} / ${kb(load.other.gzip)}`),
      row(
        `${load.kind}: first-load transfer, everything requested until hydrated (gzip)`,
        `${kb(load.totalGzip)} in ${load.requests} requests`,
        sdk ? { value: load.totalGzip, budget: BUDGETS.sdkFirstLoad } : {},
      ),
      row(
        `${load.kind}: then, until the network is idle (prefetched linked pages), gzip`,
        `${kb(load.afterHydration.gzip)} in ${load.afterHydration.count} requests`,
      ),
    );
    if (!MAIN_KINDS.includes(load.kind)) continue;
    const next = nextPages[load.path];
    if (next?.error) rows.push(notMeasuredRow(`${load.kind}: next-page chunk`, next.error, BUDGETS.nextPage));
    else if (next) {
      rows.push(
        row(
          `${load.kind}: next-page chunk on client navigation (to ${next.to}), JS + CSS gzip`,
          `${kb(next.gzip)} in ${next.files.length} files (${kb(next.bytes)} raw)`,
          { value: next.gzip, budget: BUDGETS.nextPage },
        ),
      );
    }
    const report = lighthouse?.[load.path];
    if (!report) continue;
    if (report.error) {
      rows.push(notMeasuredRow(`${load.kind}: Lighthouse mobile`, report.error, BUDGETS.lighthouse));
      continue;
    }
    const scores = [report.performance, report.accessibility, report.bestPractices, report.seo];
    rows.push(
      row(
        `${load.kind}: Lighthouse mobile performance / accessibility / best practices / SEO`,
        `${scores.join(' / ')} (performance in ${report.runs.length} runs: ${report.runs.join(', ')})`,
        { value: Math.min(...scores), budget: BUDGETS.lighthouse },
      ),
      row(`${load.kind}: LCP (Lighthouse mobile)`, ms(report.lcpMs)),
      row(`${load.kind}: TBT (Lighthouse mobile)`, ms(report.tbtMs), { value: report.tbtMs, budget: BUDGETS.tbt }),
      row(`${load.kind}: CLS (Lighthouse mobile)`, report.cls.toFixed(3), {
        value: Number(report.cls.toFixed(3)),
        budget: BUDGETS.cls,
      }),
    );
  }
}

async function measureSite() {
  const { pages, bytes, compressedCopiesBytes } = outputSize(siteDir);
  results.output = { pages, bytes, compressedCopiesBytes };
  rows.push(
    row('pages prerendered', String(pages)),
    row('static output', megabytes(bytes / 1024 / 1024)),
    row('precompressed copies (.gz, .br)', megabytes(compressedCopiesBytes / 1024 / 1024)),
  );
  const { measureLlmsSizes } = await import('./llms-size.mjs');
  const llms = measureLlmsSizes({ siteDir });
  results.llms = llms;
  const textSize = (size) =>
    `${kb(size.bytes)} raw, ${kb(size.gzipBytes)} gzip${size.brotliBytes === undefined ? '' : `, ${kb(size.brotliBytes)} brotli`}`;
  rows.push(
    row('Markdown for tools: pages served as .md', String(llms.markdownPages)),
    row('Markdown for tools: llms.txt', textSize(llms.index)),
    row('Markdown for tools: llms-full.txt (general docs)', textSize(llms.full)),
    row(
      `Markdown for tools: largest of the ${llms.sdkFiles} llms/<sdk>.txt (${llms.largestSdk.file})`,
      textSize(llms.largestSdk),
    ),
  );

  const site = await startSite({ root, siteDir, port: PORTS.site });
  const browser = await launchBrowser();
  const loads = [];
  const nextPages = {};
  let lighthouse;
  try {
    for (const page of samplePages(siteDir)) {
      loads.push({ kind: page.kind, ...(await measureFirstLoad(browser, site.baseUrl, siteDir, page.path)) });
    }
    results.firstLoad = loads;
    const mainPages = loads.filter((load) => MAIN_KINDS.includes(load.kind));
    for (const load of mainPages) {
      try {
        nextPages[load.path] = await measureNextPage(browser, site.baseUrl, load.path);
      } catch (error) {
        nextPages[load.path] = { error: errorMessage(error).split('\n')[0] };
      }
    }
    results.nextPage = nextPages;

    await measure(
      'navigation latency',
      async () => {
        const navigation = await measureNavigation(browser, site.baseUrl);
        results.navigation = navigation;
        rows.push(
          row(
            `client navigation, click to new heading painted (median of ${navigation.times.length}, from ${navigation.start})`,
            `${ms(navigation.medianMs)} (p95 ${ms(navigation.p95Ms)}; hover prefetch seen on ${navigation.prefetched} of ${navigation.times.length})`,
            { value: navigation.medianMs, budget: BUDGETS.navigation },
          ),
        );
      },
      [['client navigation latency', BUDGETS.navigation]],
    );

    console.log('- Lighthouse (mobile)...');
    const urlOf = (path) => `${site.baseUrl}${path === '/' ? '/' : path}`;
    try {
      const byUrl = await measureLighthouse({
        urls: mainPages.map((load) => urlOf(load.path)),
        debuggingPort: PORTS.chrome,
        runs: lighthouseRuns,
      });
      lighthouse = Object.fromEntries(mainPages.map((load) => [load.path, byUrl[urlOf(load.path)]]));
    } catch (error) {
      lighthouse = Object.fromEntries(
        mainPages.map((load) => [load.path, { error: errorMessage(error).split('\n')[0] }]),
      );
    }
    results.lighthouse = lighthouse;
    await measureSearch();
  } finally {
    await browser.close();
    await site.stop();
  }
  pageRows(loads, nextPages, lighthouse);
}

async function measureSearch() {
  console.log('- search...');
  const outcome = await callOptional(join(root, 'tools/bench/search-bench.mjs'), 'measureSearch', {
    siteDir,
    port: PORTS.search,
  });
  results.search = outcome;
  if ('reason' in outcome) {
    rows.push(notMeasuredRow('search', outcome.reason));
    return;
  }
  const { searchRows } = await import('./search-bench.mjs');
  rows.push(...searchRows(outcome.value));
}

/** The relevance set through the site's own search code, against the built index (no browser). */
async function measureRelevance() {
  const outcome = await callOptional(join(root, 'tools/bench/search-relevance.mjs'), 'evaluateRelevance', { siteDir });
  if ('reason' in outcome) {
    rows.push(notMeasuredRow('search relevance', outcome.reason));
    results.searchRelevance = outcome;
    return;
  }
  const { relevanceRows } = await import('./search-relevance.mjs');
  const evaluation = outcome.value;
  results.searchRelevance = evaluation;
  rows.push(...relevanceRows(evaluation));
  for (const result of evaluation.failing) {
    console.log(`  "${result.query}" (${result.sdk}): expected ${result.expect}, got ${result.rank ?? 'none'}`);
  }
}

async function measureDev() {
  const browser = await launchBrowser();
  const times = (run) => `title at ${seconds(run.titleSeconds)}, server answering at ${seconds(run.listeningSeconds)}`;
  try {
    // Cold: no dependency cache, so Vite pre-bundles the dependencies before it serves the page.
    rmSync(join(root, 'node_modules/.vite/docs-site'), { recursive: true, force: true });
    const cold = await measureDevServer(browser, { root, port: PORTS.dev });
    const warm = [];
    for (let run = 0; run < DEV_WARM_RUNS; run++) warm.push(await measureDevServer(browser, { root, port: PORTS.dev }));
    const warmSeconds = median(warm.map((run) => run.seconds));
    const typical = warm.find((run) => run.seconds === warmSeconds) ?? warm[0];
    results.devServer = { cold, warm, warmSeconds };
    rows.push(
      row(
        `dev server, npm run dev to the landing page's content (title and last section) in Chromium, dependency cache warm (median of ${DEV_WARM_RUNS})`,
        `${seconds(warmSeconds)} (${times(typical)}; runs ${warm.map((run) => seconds(run.seconds)).join(', ')})`,
        { value: warmSeconds, budget: BUDGETS.devServer },
      ),
      row(
        'dev server, the same cold: no dependency cache (node_modules/.vite/docs-site removed)',
        `${seconds(cold.seconds)} (${times(cold)})`,
      ),
    );
  } finally {
    await browser.close();
  }
}

async function measureLint() {
  const lint = await measureContentLint({ root });
  results.contentLint = lint;
  rows.push(
    row(
      `content lint of the built site (${lint.pages} pages, a worker thread per core; ${lint.findings} findings)`,
      `${seconds(lint.wallSeconds)} (${seconds(lint.cpuSeconds)} CPU)`,
      { value: lint.wallSeconds, budget: BUDGETS.contentLint },
    ),
    row('content lint, peak memory', megabytes(lint.peakTreeMb)),
  );
}

async function measureCompile() {
  const bare = await measureMdxCompile({ root, compiler: 'bare' });
  const site = await measureMdxCompile({ root, compiler: 'site' });
  results.mdxCompile = { bare, site };
  const split = `${bare.files} pages, ${megabytes(bare.bytes / 1024 / 1024)}, ${bare.processes} processes`;
  // Against the cold build of this run, when it ran: the share MDX alone would take of its client bundle.
  const client = results.build?.coldSteps?.clientSeconds;
  const share = (value) => (client ? `; ${Math.round((100 * value) / client)}% of the cold client bundle` : '');
  rows.push(
    row(
      `MDX compile alone, @mdx-js/mdx with only the content's syntax (front matter, GFM, directives): the floor under a cold build (${split})`,
      `${seconds(bare.seconds)} (${seconds(bare.cpuSeconds)} CPU${share(bare.seconds)})`,
    ),
    row(
      "MDX compile alone, the site's pipeline (build/mdx/compile.ts: highlighting, heading ids, components), same split",
      `${seconds(site.seconds)} (${seconds(site.cpuSeconds)} CPU${share(site.seconds)})`,
    ),
  );
}

async function measurePicker() {
  // picker-size.mjs builds apps from the packages' dist/; build them here, not from a cache that may not restore it.
  const libraries = 'sdk-catalog,content-model,sdk-picker,docs-chrome';
  const build = await runMeasured(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', libraries, '--skip-nx-cache', '--outputStyle=static'],
    { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } },
  );
  if (build.code !== 0) throw new Error(`nx run-many -t build -p ${libraries} failed:\n${build.output.slice(-2000)}`);
  const { measureConsumerSizes } = await import('./picker-size.mjs');
  const sizes = await measureConsumerSizes();
  results.picker = sizes;
  const { SdkPicker, SdkKeyList, Sidebar } = sizes;
  const chunks = (size) => `${size.chunks.length} script${size.chunks.length === 1 ? '' : 's'}`;
  rows.push(
    row(
      'SdkPicker alone, JS over a bare React app (gzip)',
      `${kb(SdkPicker.overBare.jsGzipBytes)} (${chunks(SdkPicker)}; ${SdkPicker.assets.length} logo files apart)`,
      { value: SdkPicker.overBare.jsGzipBytes, budget: BUDGETS.pickerJs },
    ),
    row('SdkPicker alone, CSS (gzip)', kb(SdkPicker.overBare.cssGzipBytes), {
      value: SdkPicker.overBare.cssGzipBytes,
      budget: BUDGETS.pickerCss,
    }),
    row(
      'SdkKeyList alone, JS over a bare React app (gzip)',
      `${kb(SdkKeyList.overBare.jsGzipBytes)} (${chunks(SdkKeyList)})`,
    ),
    row(
      "docs-chrome's Sidebar alone, JS over a bare React app (gzip)",
      `${kb(Sidebar.overBare.jsGzipBytes)} (${chunks(Sidebar)}; CSS ${kb(Sidebar.overBare.cssGzipBytes)})`,
      { value: Sidebar.overBare.jsGzipBytes, budget: BUDGETS.sidebarJs },
    ),
  );
}

async function measureLoadRows() {
  const load = await measureLoad({
    siteDir,
    nodePort: PORTS.loadNode,
    nginxPort: PORTS.loadNginx,
    seconds: loadSeconds,
  });
  results.load = load;
  rows.push(...loadRows(load));
}

async function measureSynthetic(pages) {
  const label = `synthetic site, ${pages.toLocaleString('en')} pages`;
  const big = pages >= 10_000;
  const outcome = await callOptional(join(root, 'tools/synthetic/build-synthetic.mjs'), 'buildSynthetic', { pages });
  (results.synthetic ??= {})[pages] = outcome;
  if ('reason' in outcome) {
    rows.push(notMeasuredRow(`${label}: build`, outcome.reason, big ? BUDGETS.synthetic10kTime : undefined));
    return;
  }
  const result = outcome.value;
  rows.push(
    row(
      `${label}: build`,
      seconds(result.seconds),
      big ? { value: result.seconds, budget: BUDGETS.synthetic10kTime } : {},
    ),
    row(
      `${label}: peak memory`,
      megabytes(result.peakMemoryMb),
      big ? { value: result.peakMemoryMb, budget: BUDGETS.synthetic10kMemory } : {},
    ),
  );
}

async function main() {
  const startedAt = new Date();
  const loadBefore = loadavg();
  console.log(
    `Benchmark (${[...flags].join(' ') || 'full run'}), load average ${loadBefore.map((v) => v.toFixed(2)).join(' ')}`,
  );

  if (runs('build')) await measure('builds', measureBuildRows, [['full cold build', BUDGETS.coldBuild]]);
  if (runs('compile')) await measure('MDX compile alone', measureCompile, [['MDX compile alone']]);
  if (runs('lint'))
    await measure('content lint', measureLint, [['content lint of the built site', BUDGETS.contentLint]]);
  if (runs('site')) {
    await measure('site: sizes, next-page chunks, navigation, Lighthouse, search', measureSite, [
      ['site measures', BUDGETS.sdkFirstLoad],
    ]);
  }
  if (runs('relevance')) {
    await measure('search relevance', measureRelevance, [['search relevance', undefined]]);
  }
  if (runs('dev')) await measure('dev server', measureDev, [['dev server, time to content', BUDGETS.devServer]]);
  if (runs('picker')) {
    await measure('UI package sizes in a consumer app', measurePicker, [
      ['SdkPicker alone, JS over a bare React app (gzip)', BUDGETS.pickerJs],
      ['SdkPicker alone, CSS (gzip)', BUDGETS.pickerCss],
      ["docs-chrome's Sidebar alone, JS over a bare React app (gzip)", BUDGETS.sidebarJs],
    ]);
  }
  if (runs('load')) {
    await measure('load: Node server and nginx', measureLoadRows, [
      ['load, Node server and nginx', LOAD_BUDGETS.errors],
    ]);
  }
  if (runs('synthetic')) {
    await measure('synthetic 2,000 pages', () => measureSynthetic(2000), []);
    if (flags.has('--quick')) {
      rows.push(notMeasuredRow('synthetic site, 10,000 pages: build', '--quick', BUDGETS.synthetic10kTime));
    } else await measure('synthetic 10,000 pages', () => measureSynthetic(10_000), []);
  }

  const loadAfter = loadavg();
  const minutes = (Date.now() - startedAt.getTime()) / 60_000;
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ${loadBefore[0].toFixed(2)} at start and ${loadAfter[0].toFixed(2)} at end`;
  const summary = budgetSummary(rows);
  const markdown = [
    `# Benchmark, ${startedAt.toISOString()}`,
    '',
    `Machine: ${machine}. Run took ${minutes.toFixed(1)} min${flags.size ? ` (${[...flags].join(' ')})` : ''}.`,
    `Gzip sizes are gzip -9 of each file; the browser measures use the static server behind a gzip proxy.`,
    '',
    markdownTable(rows),
    '',
    `Budgets: ${summary.ok} OK, ${summary.over.length} OVER${summary.over.length ? ` (${summary.over.join('; ')})` : ''}${summary.unmeasured.length ? `, ${summary.unmeasured.length} not measured` : ''}.`,
    '',
  ].join('\n');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'bench.md'), markdown);
  writeFileSync(
    join(outDir, 'bench.json'),
    `${JSON.stringify({ startedAt, machine: { cpus: cpus().length, node: process.version, loadBefore, loadAfter }, rows, results }, null, 2)}\n`,
  );
  console.log(`\n${markdown}\nWritten to ${join(outDir, 'bench.md')} and bench.json`);
}

main().catch((error) => {
  console.error(errorMessage(error));
  process.exit(1);
});
