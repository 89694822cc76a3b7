import { expect, test, type Page } from '@playwright/test';
import { openPage, watchConsole } from './reader';

/**
 * The API key step (`<SetApiKey />`): tabs for macOS / Linux and Windows. A reader on Windows
 * picks PowerShell once; every later page with the step opens it on PowerShell.
 */

const main = (page: Page) => page.getByRole('main');
const POSIX = 'export EYES_API_KEY="<your API key>"';
const POWERSHELL = '$env:EYES_API_KEY = "<your API key>"';

/** The set of code tabs that holds the API key step. */
const apiKeyStep = (page: Page) =>
  main(page)
    .locator('div')
    .filter({ has: page.getByRole('tablist', { name: 'Shell' }) })
    .filter({ has: page.getByRole('tab', { name: 'Windows PowerShell' }) })
    .last();

test('a Windows reader picks PowerShell for the API key step, and later pages with the step open on it', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openPage(page, '/getting-started/retrieve-api-key');
  const step = apiKeyStep(page);
  await expect(step.getByRole('tab', { name: 'macOS / Linux' })).toHaveAttribute('aria-selected', 'true');
  await expect(step.getByText(POSIX, { exact: true })).toBeVisible();
  await expect(step.getByText(POWERSHELL, { exact: true })).toBeHidden();

  await step.getByRole('tab', { name: 'Windows PowerShell' }).click();
  await expect(step.getByRole('tab', { name: 'Windows PowerShell' })).toHaveAttribute('aria-selected', 'true');
  await expect(step.getByText(POWERSHELL, { exact: true })).toBeVisible();
  await expect(step.getByText(POSIX, { exact: true })).toBeHidden();
  // Highlighted like every code block: coloured tokens, and a header naming the language.
  await expect(
    step.getByRole('tabpanel').locator('pre.shiki code.language-powershell span span').first(),
  ).toBeVisible();
  await expect(step.getByRole('tabpanel').getByText('PowerShell', { exact: true })).toBeVisible();

  // Another page with the step, loaded afresh: the landing page's first test.
  await openPage(page, '/');
  const landing = apiKeyStep(page);
  await expect(landing.getByRole('tab', { name: 'Windows PowerShell' })).toHaveAttribute('aria-selected', 'true');
  await expect(landing.getByText(POWERSHELL, { exact: true })).toBeVisible();
  await expect(landing.getByText(POSIX, { exact: true })).toBeHidden();

  // And the Playwright set-up, reached by a link from the page.
  await openPage(page, '/playwright');
  await main(page).getByRole('link', { name: 'quickstart', exact: true }).first().click();
  await expect(page).toHaveURL(/\/playwright\/integration-with-playwright$/);
  await expect(apiKeyStep(page).getByText(POWERSHELL, { exact: true })).toBeVisible();
  expect(console.errors).toEqual([]);
});
