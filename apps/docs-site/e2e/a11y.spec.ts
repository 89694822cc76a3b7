import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * axe-core on one page of each kind, in both colour modes, at desktop and
 * mobile width: no serious or critical violation (contrast, names, roles,
 * landmarks, ARIA). The page is checked as a reader gets it: hydrated, with
 * the colour mode chosen the way the site stores it.
 */
const PAGES = [
  ['landing', '/tutorials/'],
  ['general doc', '/tutorials/concepts/best-practices/match-levels'],
  ['SDK page', '/tutorials/sdks/cypress/quickstart'],
  ['class reference', '/tutorials/sdks/selenium-java/reference/eyes'],
  ['server API page', '/tutorials/reference/server-api/batches/list-batch-results'],
  ['Playwright page', '/tutorials/playwright/core-concepts'],
  ['blog post', '/tutorials/blog/taming-flaky-baselines-in-ci'],
  ['not-found page', '/tutorials/no/such/page'],
] as const;

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 812 }],
] as const;

for (const [width, viewport] of VIEWPORTS) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${width}, ${mode} mode`, () => {
      test.use({ viewport });

      for (const [kind, path] of PAGES) {
        test(`the ${kind} has no serious or critical accessibility violation`, async ({ page }) => {
          // axe walks the whole page; a long page on a busy machine takes more than the default 30 s.
          test.setTimeout(90_000);
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({
              rule: `${violation.id} (${violation.impact}): ${violation.help}`,
              elements: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
              count: violation.nodes.length,
            }));
          expect(serious).toEqual([]);
        });
      }
    });
  }
}
