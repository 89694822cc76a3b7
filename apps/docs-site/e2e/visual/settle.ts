import { expect, type Page } from '@playwright/test';

/**
 * Opens a page of the site (a path relative to /tutorials) and waits until it
 * looks final: React has hydrated it (the page's own flag), its fonts are
 * loaded, and every image in view has been decoded. Lazy images below the
 * fold stay out of a viewport screenshot, so they are not awaited.
 */
export async function openSettledPage(page: Page, path: string): Promise<void> {
  await page.goto(`/tutorials${path === '/' ? '/' : path}`);
  await settle(page);
}

/** Waits for the hydration flag, the fonts and the images in view (also after opening a dialog). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * What changes with the date rather than with the site: the footer's
 * copyright year is rendered from the clock when the site is built, so it is
 * masked (blog dates are content and stay in the screenshots).
 */
export const timeDependent = (page: Page) => [page.getByText(/^Copyright ©/)];
