/**
 * Where the test runners write their JSON reports, which `npm test` adds up
 * for its closing line (tools/scripts/test-summary.mjs): one file per Nx
 * project and runner in test-reports/ at the workspace root (git-ignored),
 * `<project>.vitest.json` from its `test` target and
 * `<project>.playwright.json` from its `e2e` target. The console reporters stay
 * as they are; the JSON ones are added beside them.
 */
import { join, resolve } from 'node:path';

export const TEST_REPORTS_DIR = resolve(import.meta.dirname, '../../test-reports');

/** The runner and report file of an Nx target that runs tests, or undefined for other targets. */
export function reportOf(project, target) {
  if (target === 'test') return { runner: 'Vitest', file: join(TEST_REPORTS_DIR, `${project}.vitest.json`) };
  if (target === 'e2e') return { runner: 'Playwright', file: join(TEST_REPORTS_DIR, `${project}.playwright.json`) };
  return undefined;
}

/**
 * Vitest's `reporters` and `outputFile` for a project: the default console
 * reporter and the JSON one.
 * @param {string} project the Nx project name
 */
export function vitestReporters(project) {
  return {
    reporters: ['default', 'json'],
    outputFile: { json: reportOf(project, 'test')?.file ?? '' },
  };
}

/**
 * Playwright's `reporter` for a project: the list reporter on the console and the JSON one.
 * @param {string} project the Nx project name
 * @returns {import('@playwright/test').ReporterDescription[]}
 */
export function playwrightReporters(project) {
  return [['list'], ['json', { outputFile: reportOf(project, 'e2e')?.file ?? '' }]];
}
