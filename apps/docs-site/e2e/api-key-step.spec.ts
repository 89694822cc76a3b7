import { expect, test, type Page } from '@playwright/test';
import { openPage, seedStorage, watchConsole } from './reader';

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

test.describe("the first test's key step follows the way the reader's SDK receives the key", () => {
  test('an XCUITest reader gets the variable xcodebuild hands to the simulator, before and after the app runs', async ({
    page,
    context,
  }) => {
    await seedStorage(context, { sdk: 'xcui' });
    const line = 'export TEST_RUNNER_EYES_API_KEY="<your API key>"';
    // Before the app runs (scripts held back), the prerendered page shows this reader's step only.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/tutorials/');
    // Every SDK's step is in the page; the pre-paint rule shows the reader's alone.
    await expect(main(page).getByText(line, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(main(page).getByRole('tab', { name: 'Windows PowerShell' }).filter({ visible: true })).toHaveCount(0);
    await page.unroute('**/*.js');

    await openPage(page, '/');
    await expect(main(page).getByText(line, { exact: true })).toBeVisible();
    await expect(main(page).getByText(/only the variables xcodebuild passes on/)).toBeVisible();
    await expect(main(page).getByRole('tab', { name: 'Windows PowerShell' })).toHaveCount(0);
  });

  test('an Espresso reader sets it where Gradle runs and is sent to the Espresso quickstart for the lines', async ({
    page,
    context,
  }) => {
    await seedStorage(context, { sdk: 'espresso' });
    await openPage(page, '/');
    await expect(main(page).getByText(/hands it to the test run as an instrumentation argument/)).toBeVisible();
    await main(page).getByRole('link', { name: 'Espresso quickstart' }).click();
    await expect(page).toHaveURL(/\/sdks\/espresso\/quickstart$/);
    await expect(
      main(page)
        .getByText(/hands it to the test run as an instrumentation argument/)
        .first(),
    ).toBeVisible();
  });

  test('an Image Tester reader makes the key available to the command', async ({ page, context }) => {
    await seedStorage(context, { sdk: 'image-tester' });
    await openPage(page, '/');
    await expect(main(page).getByText(/make the key available to image-tester as EYES_API_KEY/)).toBeVisible();
    await expect(apiKeyStep(page).getByText(POSIX, { exact: true })).toBeVisible();
  });
});
