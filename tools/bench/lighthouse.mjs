/**
 * Lighthouse (mobile, its default: Moto G Power emulation, simulated slow 4G
 * and 4x CPU slowdown) on the local server, in the same Chromium as the
 * browser tests, launched by chrome-launcher with `--headless=new --no-sandbox`.
 * Each page runs `runs` times and the run with the median performance score
 * is kept (Lighthouse varies from run to run, more so on a busy machine).
 *
 * lighthouse 12.8 is the last line that runs on Node 20 (13 needs Node 22).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { chromiumPath } from './browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The scores (0-100) and metrics of one report, with the audits that cost points. */
export function summarizeLighthouse(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${category.id}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * @param {{ urls: string[], debuggingPort: number, runs?: number }} options
 * @returns {Promise<Record<string, ReturnType<typeof summarizeLighthouse>>>} by URL
 */
export async function measureLighthouse({ urls, debuggingPort, runs = 3 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    port: debuggingPort,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const results = {};
  try {
    for (const url of urls) {
      const summaries = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        summaries.push(summarizeLighthouse(result.lhr));
      }
      summaries.sort((a, b) => a.performance - b.performance);
      results[url] = { ...summaries[Math.floor(summaries.length / 2)], runs: summaries.map((s) => s.performance) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
