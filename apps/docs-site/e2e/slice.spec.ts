import { expect, test } from '@playwright/test';

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page arrives with its content, title and description', async ({ page }) => {
    const response = await page.goto('/tutorials/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Running your first test' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Choose your SDK/ })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /Selenium Java/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveTitle('Running your first test | Eyes Tutorials');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /checkpoint/);
  });

  test('the second page is prerendered too', async ({ request }) => {
    const response = await request.get('/tutorials/getting-started/overview');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Getting started overview<\/h1>/);
    expect(html).toContain('<title>Getting started overview | Eyes Tutorials</title>');
  });

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/tutorials/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('a link to another page renders it without a full reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/tutorials/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await page.getByRole('main').getByRole('link', { name: 'Getting started overview', exact: true }).click();

  await expect(page).toHaveURL(/\/tutorials\/getting-started\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started overview' })).toBeVisible();
  await expect(page).toHaveTitle('Getting started overview | Eyes Tutorials');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('the skip link is the first stop of the keyboard', async ({ page }) => {
  await page.goto('/tutorials/getting-started/overview');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('choosing an SDK on the landing page opens its quickstart, and the navbar follows it', async ({ page }) => {
  await page.goto('/tutorials/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Selenium Java/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tutorials\/sdks\/selenium-java\/quickstart$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Selenium Java');
  await expect(page.getByRole('button', { name: /Select SDK/ })).toContainText('Selenium Java');
});

test("code samples open on the stored SDK's language", async ({ page }) => {
  await page.goto('/tutorials/');
  await page.evaluate(() => localStorage.setItem('sdk', 'selenium-python'));
  await page.goto('/tutorials/concepts/best-practices/match-levels');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: /Select SDK/ })).toContainText('Selenium Python');
  await expect(page.getByRole('tab', { name: 'Python' }).first()).toHaveAttribute('aria-selected', 'true');
});
