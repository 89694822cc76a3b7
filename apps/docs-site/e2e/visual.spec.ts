import { expect, test, type Page } from '@playwright/test';
import { openSettledPage, settle, timeDependent } from './visual/settle';

/**
 * Visual regression: one page of each kind, and the open drawer, SDK picker
 * and search dialog, compared with approved screenshots (baselines) in light
 * and dark, on a desktop and a phone. A look that changes on purpose gets new
 * baselines with `npm run test:visual:update` (README, "Visual tests").
 * Screenshots are of the viewport (what a reader sees first; the whole of the
 * short not-found page), with animations
 * and the caret off, reduced motion, and the date-dependent copyright masked
 * (thresholds and fonts: the "visual" project in playwright.config.ts).
 */

/** Kind, baseline name, path; the not-found page is short, so its shot is the full page (the masked copyright with it). */
const PAGES = [
  ['landing page', 'landing', '/'],
  ['general doc', 'general-doc', '/concepts/best-practices/match-levels'],
  ['SDK quickstart', 'sdk-quickstart', '/sdks/selenium-java/quickstart'],
  ['class reference', 'class-reference', '/sdks/selenium-java/reference/eyes'],
  ['server API endpoint', 'server-api-endpoint', '/reference/server-api/batches/list-batch-results'],
  ['Playwright page', 'playwright', '/playwright/core-concepts'],
  ['blog post', 'blog-post', '/blog/taming-flaky-baselines-in-ci'],
  ['not-found page', 'not-found', '/no/such/page'],
] as const;

const WIDTHS = [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 375, height: 667 }],
] as const;

const SCHEMES = ['light', 'dark'] as const;

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens what only exists on a click: the phone's navigation drawer, the SDK picker, the search dialog. */
const OPEN = {
  drawer: {
    path: '/concepts/best-practices/match-levels',
    widths: ['phone'],
    async open(page: Page) {
      await navbar(page).getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  'sdk-picker': {
    path: '/sdks/selenium-java/quickstart',
    widths: ['desktop'],
    async open(page: Page) {
      await navbar(page)
        .getByRole('button', { name: /^Select SDK/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Select SDK' })).toBeVisible();
    },
  },
  search: {
    path: '/concepts/best-practices/match-levels',
    widths: ['desktop', 'phone'],
    async open(page: Page) {
      await navbar(page).getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog');
      await page.getByRole('combobox', { name: 'Search the docs' }).fill('baseline');
      // Both indexes (titles, then full text) have answered: the list no longer changes.
      await expect(dialog).toHaveAttribute('data-status', 'ready');
      await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    },
  },
} as const;

test.use({ reducedMotion: 'reduce' });

test('the screenshots are set in the fonts the baselines were made with', async ({ page }) => {
  await openSettledPage(page, '/sdks/selenium-java/quickstart');
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const fontOf = async (selector: string) => {
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  // Chromium's own answer, so a machine whose fonts differ fails here, by name, rather than by pixels.
  expect(await fontOf('main h1'), 'heading').toEqual(['DejaVu Sans']);
  expect(await fontOf('main p'), 'body text').toEqual(['DejaVu Sans']);
  expect(await fontOf('main pre code span'), 'code').toEqual(['DejaVu Sans Mono']);
});

for (const scheme of SCHEMES) {
  for (const [size, viewport] of WIDTHS) {
    test.describe(`${scheme}, ${size} (${viewport.width} px)`, () => {
      test.use({ colorScheme: scheme, viewport });
      const suffix = `${scheme}-${viewport.width}`;

      for (const [kind, name, path] of PAGES) {
        test(`${kind} looks as approved`, async ({ page }) => {
          await openSettledPage(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await expect(page).toHaveScreenshot(`${name}-${suffix}.png`, {
            mask: timeDependent(page),
            fullPage: name === 'not-found',
          });
        });
      }

      for (const [name, { path, widths, open }] of Object.entries(OPEN)) {
        if (!(widths as readonly string[]).includes(size)) continue;
        test(`the open ${name.replace('-', ' ')} looks as approved`, async ({ page }) => {
          await openSettledPage(page, path);
          await open(page);
          await settle(page);
          await expect(page).toHaveScreenshot(`${name}-open-${suffix}.png`, { mask: timeDependent(page) });
        });
      }
    });
  }
}
