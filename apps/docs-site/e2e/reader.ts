import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Helpers shared by the reader-state specs (storage, colour mode, analytics, banners). */

/** Console errors, warnings and uncaught exceptions of a page, as text. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { errors, warnings };
}

/** Opens a page of the site (a path relative to /tutorials) and waits until React has taken over. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`/tutorials${path === '/' ? '/' : path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Puts values in local storage before the site's first script runs, once per
 * tab (a reload keeps what the site wrote since).
 */
export async function seedStorage(context: BrowserContext, values: Record<string, string>): Promise<void> {
  await context.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', 'true');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** The navbar's SDK selector button ("Select SDK: Cypress"). */
export const sdkSelector = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Select SDK/ });

/** Opens the navbar's SDK picker and chooses a card. */
export async function chooseSdkInNavbar(page: Page, name: string | RegExp, category = 'Web'): Promise<void> {
  await sdkSelector(page).click();
  const dialog = page.getByRole('dialog', { name: 'Select SDK' });
  await dialog.getByRole('tab', { name: category, exact: true }).click();
  await dialog
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/** The active one of the navbar's two documentation switches. */
export const activeSwitch = (page: Page) =>
  page.getByRole('list', { name: 'Documentation type' }).locator('a[aria-current="true"]');

export const storedValue = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
