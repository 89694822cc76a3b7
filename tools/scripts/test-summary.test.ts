import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarizeReports } from './test-summary.mjs';

// Reports written by the real reporters: vitest-passing.json is sdk-catalog's unit tests;
// vitest-failures.json a file with 2 passing, 1 failing, 1 skipped and 1 todo test beside a
// file whose import fails; playwright-flaky.json 2 passing, 1 failing, 1 skipped and 1 test
// that passed on its retry; playwright-load-error.json a spec whose import fails.
const fixtures = join(import.meta.dirname, 'fixtures', 'test-summary');

describe('summarizeReports', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Reports in `dir`, as the test targets of Nx projects would have written them. */
  const locate = (project: string, target: string) =>
    target === 'test'
      ? { runner: 'Vitest', file: join(dir, `${project}.vitest.json`) }
      : target === 'e2e'
        ? { runner: 'Playwright', file: join(dir, `${project}.playwright.json`) }
        : undefined;
  const report = (fixture: string, file: string) => copyFileSync(join(fixtures, fixture), join(dir, file));

  it('adds up the Vitest and Playwright reports of the test tasks that ran, flaky tests as passed', () => {
    report('vitest-passing.json', 'sdk-catalog.vitest.json');
    report('playwright-flaky.json', 'docs-site.playwright.json');

    const summary = summarizeReports(['sdk-catalog:lint', 'sdk-catalog:test', 'docs-site:e2e'], locate);

    expect(summary.errors).toEqual([]);
    expect(summary.lines).toEqual([
      'sdk-catalog:test (Vitest): 300 passed, 0 failed, 0 skipped',
      'docs-site:e2e (Playwright): 3 passed, 1 failed, 1 skipped (1 flaky)',
    ]);
    expect(summary.line).toBe('Summary: 303 passed, 1 failed, 1 skipped');
  });

  it('counts skipped and todo tests as skipped, and names a test file that failed before running', () => {
    report('vitest-failures.json', 'content.vitest.json');

    const summary = summarizeReports(['content:test'], locate);

    expect(summary.line).toBe('Summary: 2 passed, 1 failed, 2 skipped');
    expect(summary.errors).toEqual([
      `content:test: ${join(dir, 'content.vitest.json')}: 1 test file(s) failed before running any test: /repo/example/broken.test.ts`,
    ]);
  });

  it('names a Playwright run whose errors lie outside any test', () => {
    report('playwright-load-error.json', 'tools.playwright.json');

    const summary = summarizeReports(['tools:e2e'], locate);

    expect(summary.line).toBe('Summary: 0 passed, 0 failed, 0 skipped');
    expect(summary.errors).toEqual([
      `tools:e2e: ${join(dir, 'tools.playwright.json')}: the run reported 2 error(s) outside tests: Error: Cannot find module './does-not-exist'`,
    ]);
  });

  it('names the target whose report is missing, unreadable or not a report, instead of counting zero', () => {
    report('vitest-passing.json', 'sdk-catalog.vitest.json');
    writeFileSync(join(dir, 'sdk-picker.vitest.json'), '{"numPassedTests": 3, ');
    writeFileSync(join(dir, 'tools.playwright.json'), '{"suites": []}');

    const summary = summarizeReports(['sdk-catalog:test', 'docs-chrome:test', 'sdk-picker:test', 'tools:e2e'], locate);

    expect(summary.line).toBe('Summary: 300 passed, 0 failed, 0 skipped');
    expect(summary.errors).toHaveLength(3);
    expect(summary.errors[0]).toBe(
      `docs-chrome:test: the Vitest report ${join(dir, 'docs-chrome.vitest.json')} is missing; its tests are not counted`,
    );
    expect(summary.errors[1]).toMatch(
      /^sdk-picker:test: the Vitest report \S+ is unreadable \(.*JSON.*\); its tests are not counted$/,
    );
    expect(summary.errors[2]).toBe(
      `tools:e2e: ${join(dir, 'tools.playwright.json')}: not a Playwright JSON report (no stats.expected, stats.unexpected, stats.skipped, stats.flaky)`,
    );
  });
});
