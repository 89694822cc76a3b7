/**
 * The closing line of `npm test`, `Summary: N passed, N failed, N skipped`, added
 * up from the JSON reports Vitest and Playwright write (tools/scripts/test-reports.mjs),
 * not from their console text.
 *
 * - Vitest (its `json` reporter, Jest's shape): passed `numPassedTests`, failed
 *   `numFailedTests`, skipped `numPendingTests` + `numTodoTests`. A test file that
 *   fails before any test runs (an import error) counts no test, so it is reported
 *   as an error line.
 * - Playwright (its `json` reporter): passed `stats.expected`, failed
 *   `stats.unexpected`, skipped `stats.skipped`, flaky `stats.flaky` (failed, then
 *   passed on a retry: counted as passed and named on a line of its own).
 *
 * Every test target that ran must have left its report: a missing, unreadable or
 * unrecognised one is an error line naming the target, never a silent zero.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { reportOf } from './test-reports.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');

const isCount = (value) => Number.isInteger(value) && value >= 0;

/** The counts of a Vitest JSON report, or an error saying what it lacks. */
export function vitestCounts(report) {
  const fields = ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'];
  const missing = fields.filter((field) => !isCount(report?.[field]));
  if (missing.length > 0) return { error: `not a Vitest JSON report (no ${missing.join(', ')})` };
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    flaky: 0,
  };
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  );
  if (brokenFiles.length > 0) {
    const names = brokenFiles.map((file) => file.name).join(', ');
    return { counts, error: `${brokenFiles.length} test file(s) failed before running any test: ${names}` };
  }
  return { counts };
}

/** The counts of a Playwright JSON report, or an error saying what it lacks. */
export function playwrightCounts(report) {
  const fields = ['expected', 'unexpected', 'skipped', 'flaky'];
  const missing = fields.filter((field) => !isCount(report?.stats?.[field]));
  if (missing.length > 0) return { error: `not a Playwright JSON report (no stats.${missing.join(', stats.')})` };
  const { expected, unexpected, skipped, flaky } = report.stats;
  const counts = { passed: expected + flaky, failed: unexpected, skipped, flaky };
  const errors = (report.errors ?? []).map((error) => error.message?.split('\n')[0]).filter(Boolean);
  if (errors.length > 0)
    return { counts, error: `the run reported ${errors.length} error(s) outside tests: ${errors[0]}` };
  return { counts };
}

/**
 * Reads the report of each test task that ran (`project:target` ids; targets other than
 * `test` and `e2e` are left out) and adds them up.
 * @param {string[]} taskIds
 * @param {(project: string, target: string) => { runner: string, file: string } | undefined} [locate]
 */
export function summarizeReports(taskIds, locate = reportOf) {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  const lines = [];
  const errors = [];
  for (const id of taskIds) {
    const [project, target] = id.split(':');
    const report = locate(project, target);
    if (!report) continue;
    const inWorkspace = relative(workspaceRoot, report.file);
    const where = inWorkspace.startsWith('..') ? report.file : inWorkspace;
    let json;
    try {
      json = JSON.parse(readFileSync(report.file, 'utf8'));
    } catch (error) {
      const reason = error?.code === 'ENOENT' ? 'is missing' : `is unreadable (${error.message})`;
      errors.push(`${id}: the ${report.runner} report ${where} ${reason}; its tests are not counted`);
      continue;
    }
    const { counts, error } = report.runner === 'Vitest' ? vitestCounts(json) : playwrightCounts(json);
    if (error) errors.push(`${id}: ${where}: ${error}`);
    if (!counts) continue;
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    lines.push(
      `${id} (${report.runner}): ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
        (counts.flaky ? ` (${counts.flaky} flaky)` : ''),
    );
  }
  return { totals, lines, errors, line: summaryLine(totals) };
}

/** The closing line, in the form CI reads. */
export function summaryLine(totals) {
  return `Summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}
