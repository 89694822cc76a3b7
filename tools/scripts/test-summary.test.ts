import { describe, expect, it } from 'vitest';
import { createSummary } from './test-summary.mjs';

describe('test summary', () => {
  it('adds Vitest and Playwright totals into one closing line', () => {
    const summary = createSummary();
    for (const line of [
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m16 passed\u001b[39m\u001b[22m\u001b[90m (16)\u001b[39m',
      ' Test Files  1 passed (1)',
      '      Tests  2 failed | 40 passed | 1 skipped (43)',
      '  5 passed (4.8s)',
      // Over a minute, Playwright gives the time in minutes.
      '  240 passed (6.8m)',
      '  1 failed',
      '  2 flaky',
      '  [chromium] › e2e/slice.spec.ts:6:3 › 3 passed lines in a title do not count',
    ]) {
      summary.read(line);
    }
    expect(summary.line()).toBe('Summary: 303 passed, 3 failed, 1 skipped');
  });
});
