/**
 * Adds up the counts that Vitest and Playwright print, so `npm test` can
 * close with one line in the form CI reads: `Summary: N passed, N failed, N skipped`.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** A Vitest totals line: `Tests  2 failed | 40 passed | 1 skipped (43)`. */
const VITEST_TOTALS = /^\s*Tests\s+((?:\d+ \w+(?: \| )?)+)\s*\(\d+\)\s*$/;
/**
 * Playwright's list reporter: `  12 passed (4.8s)`, `  240 passed (6.8m)` (a run over a minute),
 * `  1 failed`, `  2 skipped`, `  1 flaky`.
 */
const PLAYWRIGHT_TOTAL = /^\s+(\d+) (passed|failed|skipped|flaky|did not run)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/;

export function createSummary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const add = (count, outcome) => {
    if (outcome === 'passed' || outcome === 'flaky') totals.passed += count;
    else if (outcome === 'failed') totals.failed += count;
    else if (outcome === 'skipped' || outcome === 'todo' || outcome === 'did not run') totals.skipped += count;
  };
  return {
    totals,
    /** Feeds one line of runner output. */
    read(rawLine) {
      const line = rawLine.replace(ANSI, '');
      const vitest = line.match(VITEST_TOTALS);
      if (vitest) {
        for (const part of vitest[1].split('|')) {
          const [count, outcome] = part.trim().split(' ');
          add(Number(count), outcome);
        }
        return;
      }
      const playwright = line.match(PLAYWRIGHT_TOTAL);
      if (playwright) add(Number(playwright[1]), playwright[2]);
    },
    line() {
      return `Summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
    },
  };
}
