import { expect, test, type Page } from '@playwright/test';
import { openPage } from './reader';

/**
 * The blog reads like a Docusaurus or Starlight blog: a post ends with links to the next newer
 * and older posts, the year sidebar marks the post on screen, tags are links (chips) to a page
 * per tag, and the navbar marks Blog, not a documentation switch, as current on every blog page.
 * The posts, newest first: What a year of branch baselines taught us (2026-10), Running the same
 * suite on forty browsers, Visual tests for design systems with Storybook, Taming flaky
 * baselines in CI, Why we stopped pixel-diffing (2025-03).
 */
const postNav = (page: Page) => page.getByRole('navigation', { name: 'Blog posts', exact: true });

test('a post ends with its newer and older neighbours, which lead there', async ({ page }) => {
  await openPage(page, '/blog/visual-tests-for-design-systems-with-storybook');
  const nav = postNav(page);
  const newer = nav.getByRole('link', { name: /Newer post/ });
  const older = nav.getByRole('link', { name: /Older post/ });
  await expect(newer).toContainText('Running the same suite on forty browsers');
  await expect(older).toContainText('Taming flaky baselines in CI');
  // The links come after the post's text.
  const article = await page.getByRole('article').boundingBox();
  const navBox = await nav.boundingBox();
  if (!article || !navBox) throw new Error('The post or its neighbours have no box');
  expect(navBox.y).toBeGreaterThanOrEqual(article.y + article.height);

  await older.click();
  await expect(page).toHaveURL(/\/tutorials\/blog\/taming-flaky-baselines-in-ci$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taming flaky baselines in CI');
});

test('the newest post has no newer neighbour and the oldest no older one', async ({ page }) => {
  await openPage(page, '/blog/what-a-year-of-branch-baselines-taught-us');
  await expect(postNav(page).getByRole('link')).toHaveCount(1);
  await expect(postNav(page).getByRole('link', { name: /Older post/ })).toBeVisible();
  await openPage(page, '/blog/why-we-stopped-pixel-diffing');
  await expect(postNav(page).getByRole('link')).toHaveCount(1);
  await expect(postNav(page).getByRole('link', { name: /Newer post/ })).toBeVisible();
});

test('the year sidebar marks the post on screen, and only it', async ({ page }) => {
  await openPage(page, '/blog/taming-flaky-baselines-in-ci');
  const sidebar = page.getByRole('navigation', { name: 'Blog posts by year' });
  await expect(sidebar.getByRole('link', { name: 'Taming flaky baselines in CI' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.locator('[aria-current]')).toHaveCount(1);
});

test('tags are chips linking to a page per tag, which lists its posts', async ({ page }) => {
  await openPage(page, '/blog/taming-flaky-baselines-in-ci');
  const tags = page.getByRole('article').getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('link')).toHaveText(['ci-cd', 'flakiness', 'playwright']);
  // A chip: a rounded, outlined box around its text.
  const chip = await tags.getByRole('link', { name: 'flakiness' }).evaluate((link) => {
    const style = getComputedStyle(link);
    return {
      border: parseFloat(style.borderTopWidth),
      radius: parseFloat(style.borderTopLeftRadius),
      padding: parseFloat(style.paddingLeft),
    };
  });
  expect(chip.border).toBeGreaterThan(0);
  expect(chip.radius).toBeGreaterThanOrEqual(8);
  expect(chip.padding).toBeGreaterThanOrEqual(6);

  await tags.getByRole('link', { name: 'flakiness' }).click();
  await expect(page).toHaveURL(/\/tutorials\/blog\/tags\/flakiness$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged “flakiness”');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Taming flaky baselines in CI',
    'Why we stopped pixel-diffing',
  ]);
});

test('a tag no post has is the not-found page, which stays after hydration', async ({ page }) => {
  const response = await page.goto('/tutorials/blog/tags/no-such-tag');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found/);
});

for (const path of ['/blog', '/blog/taming-flaky-baselines-in-ci', '/blog/tags', '/blog/archive']) {
  test(`on ${path} the navbar marks Blog as the current item, not a documentation switch`, async ({ page }) => {
    await openPage(page, path);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(navbar.getByRole('list', { name: 'Documentation type' }).locator('[aria-current]')).toHaveCount(0);
  });
}

test('on a documentation page the navbar marks its switch, not Blog', async ({ page }) => {
  await openPage(page, '/getting-started/overview');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Blog', exact: true })).not.toHaveAttribute('aria-current');
  await expect(navbar.getByRole('link', { name: 'Eyes Docs' })).toHaveAttribute('aria-current', 'true');
});
