// Types of test-reports.mjs, for the Vitest and Playwright configurations that import it.
import type { ReporterDescription } from '@playwright/test';

export declare const TEST_REPORTS_DIR: string;
export declare function reportOf(
  project: string,
  target: string,
): { runner: 'Vitest' | 'Playwright'; file: string } | undefined;
export declare function vitestReporters(project: string): {
  reporters: ['default', 'json'];
  outputFile: { json: string };
};
export declare function playwrightReporters(project: string): ReporterDescription[];
