import { expect, test, type Page } from '@playwright/test';
import { chooseSdkInNavbar, openPage, storedValue, watchConsole } from './reader';

/**
 * The chrome is a function of the URL and the reader's SDK: however the
 * reader arrived at a page (a fresh load with the SDK stored, the SDK chosen
 * in the navbar picker on another page, a link, the browser's back button),
 * the sidebar (entries and the current one), the navbar's current switch, the
 * previous/next links, the breadcrumbs and the page's SDK notice are those a
 * fresh load of the same URL with the same stored SDK shows; and the stored
 * SDK is the one the site shows. (The status line saying why an SDK choice led
 * to another page than the reader's is the result of that choice, not chrome;
 * state.spec.ts checks it.)
 *
 * For every start page and SDK (one per picker category): the SDK is chosen
 * in the navbar picker on the start page (client navigation to wherever the
 * rules lead), then the `API Ref` switch is followed (a link), then the
 * browser goes back; each page reached is compared with a fresh load of it.
 */

const START_PAGES = [
  '/',
  '/getting-started/overview',
  '/concepts/best-practices/native-mobile-library',
  '/reference/server-api/authentication',
  '/sdks/selenium-python/configuration',
  '/playwright/api/eyes-check',
];

const SDKS = [
  { key: 'cypress', card: 'Cypress', category: 'Web' },
  { key: 'storybook', card: 'Storybook', category: 'Component' },
  { key: 'appium-csharp-web', card: /^Appium C# \(Web\)/, category: 'Mobile Web' },
  { key: 'appium-csharp-native', card: /^Appium C# \(Native\)/, category: 'Mobile Native' },
  { key: 'images-csharp', card: /^Images C#/, category: 'Images' },
] as const;

/** What the reader sees of the chrome, as visible text (and link targets). */
function chrome(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => (element as HTMLElement).checkVisibility();
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const sidebar = document.querySelector('.page-sidebar nav');
    const links = (root: Element | null | undefined, selector = 'a') =>
      root ? [...root.querySelectorAll(selector)].filter(visible) : [];
    return {
      path: location.pathname,
      sdk: document.querySelector('nav[aria-label="Main"] button[aria-haspopup]')?.textContent?.trim(),
      sidebar: links(sidebar, 'a, button').map(text),
      current: links(sidebar, '[aria-current="page"]').map(text),
      switch: links(document.querySelector('ul[aria-label="Documentation type"]'), 'a[aria-current="true"]').map(text),
      pagination: links(document.querySelector('nav[aria-label="Docs pages"]')).map(
        (link) => `${text(link)} -> ${link.getAttribute('href')}`,
      ),
      breadcrumbs: links(document.querySelector('nav[aria-label="Breadcrumbs"]'), 'li').map(text),
      notice: links(document.querySelector('main'), '[role="note"]').map(text),
    };
  });
}
type Chrome = Awaited<ReturnType<typeof chrome>>;

/** The chrome once it has settled: the same in three snapshots 100 ms apart (sections and pages load on demand). */
async function settledChrome(page: Page): Promise<Chrome> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  let last = '';
  let same = 0;
  for (let tries = 0; tries < 40 && same < 2; tries++) {
    const now = JSON.stringify(await chrome(page));
    same = now === last ? same + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
  return JSON.parse(last) as Chrome;
}

/** The chrome of a fresh load of `path` with `sdk` stored, remembered per address and SDK. */
const freshLoads = new Map<string, Chrome>();
async function freshChrome(page: Page, path: string, sdk: string): Promise<Chrome> {
  const key = `${path} ${sdk}`;
  let found = freshLoads.get(key);
  if (!found) {
    await page.evaluate((value) => localStorage.setItem('sdk', value), sdk);
    await page.goto(path);
    found = await settledChrome(page);
    expect(await storedValue(page, 'sdk'), `fresh load of ${path}`).toBe(sdk);
    freshLoads.set(key, found);
  }
  return found;
}

for (const sdk of SDKS) {
  test(`client navigation shows the chrome of a fresh load, with ${sdk.key}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const console = watchConsole(page);
    for (const start of START_PAGES) {
      // A fresh load of the start page with another SDK stored, then the SDK chosen in the navbar.
      await openPage(page, '/getting-started/overview');
      await page.evaluate(() => localStorage.setItem('sdk', 'selenium-java'));
      await openPage(page, start);
      await chooseSdkInNavbar(page, sdk.card, sdk.category);
      const chosen = await settledChrome(page);
      expect(await storedValue(page, 'sdk'), `stored after choosing on ${start}`).toBe(sdk.key);
      const landed = chosen.path;

      // A link: a navbar switch to another page (API Ref, else Eyes Docs); then back.
      const switches = page.getByRole('list', { name: 'Documentation type' });
      const apiRef = switches.getByRole('link', { name: 'API Ref' });
      const away =
        (await apiRef.getAttribute('href')) === landed ? switches.getByRole('link', { name: /Docs$/ }) : apiRef;
      await away.click();
      await expect(page).not.toHaveURL(new RegExp(`${landed}$`));
      const linked = await settledChrome(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${landed}$`));
      const back = await settledChrome(page);

      const fresh = await freshChrome(page, landed, sdk.key);
      expect(chosen, `${start} -> ${sdk.key} in the picker -> ${landed}`).toEqual(fresh);
      expect(back, `${landed} again by the back button`).toEqual(fresh);
      expect(linked, `${linked.path} by a navbar switch link`).toEqual(await freshChrome(page, linked.path, sdk.key));
    }
    expect(console.errors).toEqual([]);
  });
}
