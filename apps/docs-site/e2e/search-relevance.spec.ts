import { expect, test } from '@playwright/test';
import { evaluateRelevance } from '../build/search/relevance/evaluate.mjs';
import { openPage } from './reader';

/**
 * Floors under the relevance figures of the built site (`npm run bench` reports them against
 * the budget): a little under what the ranking reaches, so that relevance cannot silently
 * regress. Raise them when the ranking improves. Runs in Node, with the site's search code,
 * against the index the e2e target has built (no browser).
 */
const FLOOR = { successAt1: 0.82, successAt3: 0.92, mrrAt10: 0.87 };

test('the relevance set finds the expected pages at least as well as the floor', async () => {
  const evaluation = await evaluateRelevance();
  const failing = evaluation.failing
    .map(
      (result: { query: string; sdk: string; rank?: number }) =>
        `"${result.query}" (${result.sdk}): ${result.rank ?? 'none'}`,
    )
    .join('; ');
  const figures = { successAt1: evaluation.successAt1, successAt3: evaluation.successAt3, mrrAt10: evaluation.mrrAt10 };
  for (const [name, floor] of Object.entries(FLOOR)) {
    expect(
      figures[name as keyof typeof FLOOR],
      `${name} over ${evaluation.queries} queries; not first: ${failing}`,
    ).toBeGreaterThanOrEqual(floor);
  }
});

test('a reference table row reads as its member’s name, then its description, in the results', async ({ page }) => {
  await openPage(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('target window');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const row = results.getByRole('option', { name: /CheckSettings reference: Cypress/ }).first();
  await expect(row).toContainText("target: 'window' · Captures the viewport");
  await expect(row).not.toContainText("target: 'window' target: 'window'");
  await expect(row).not.toContainText('Member Signature and description');
});

test('a member table shows the row the search matched, not its first row', async ({ page }) => {
  // A Selenium Java page: the reader's SDK is Selenium Java.
  await openPage(page, '/sdks/selenium-java/quickstart');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('checkWindow');
  const results = page.getByRole('listbox', { name: 'Search results' });
  const row = results.getByRole('option', { name: /Eyes class: Selenium Java/ }).first();
  await expect(row).toContainText('checkWindow · Shorthand for check');
  await expect(row).not.toContainText('new Eyes(');
});

test('with All SDKs on, "storybook" gives the Storybook SDK page before blog posts', async ({ page }) => {
  await openPage(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('storybook');
  await page.getByRole('switch', { name: 'All SDKs' }).click();
  const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toContainText('Storybook SDK');
});
