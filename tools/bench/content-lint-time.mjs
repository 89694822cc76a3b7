/**
 * The content lint over the built site (tools/content-lint/content-lint.mjs):
 * wall time, CPU time (its own summary line: main thread and workers) and
 * peak memory. Its exit code says whether it found anything, which the
 * benchmark does not judge.
 */
import { runMeasured } from './run-measured.mjs';

/** The lint's closing line: `content-lint: 350 findings on 339 of 747 pages (11.2 s, 15.1 s of CPU)`. */
const SUMMARY = /^content-lint: (\d+) findings? on (\d+) of (\d+) pages \(([\d.]+) s, ([\d.]+) s of CPU\)$/m;

/**
 * The numbers of the lint's summary line, or `undefined` when the output has none.
 *
 * @param {string} output
 */
export function parseLintSummary(output) {
  const match = SUMMARY.exec(output);
  if (!match) return undefined;
  const [findings, pagesWithFindings, pages, seconds, cpuSeconds] = match.slice(1).map(Number);
  return { findings, pagesWithFindings, pages, seconds, cpuSeconds };
}

/**
 * Runs the lint over `apps/docs-site/dist/site`.
 *
 * @param {{ root: string }} options the workspace
 */
export async function measureContentLint({ root }) {
  const run = await runMeasured('node', ['tools/content-lint/content-lint.mjs'], { cwd: root });
  const summary = parseLintSummary(run.output);
  if (!summary) {
    throw new Error(`the content lint printed no summary (exit ${run.code}):\n${run.output.slice(-2000)}`);
  }
  return { ...summary, wallSeconds: run.seconds, peakTreeMb: run.peakTreeMb };
}
