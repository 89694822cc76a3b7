import { expect, test, type Page } from '@playwright/test';
import { chooseSdkInNavbar, openPage, seedStorage, storedValue, watchConsole } from './reader';

/**
 * Code samples follow the reader's SDK's framework, not only its language
 * (content/samples/, `<CodeSample id>`): a Cypress reader reads Cypress
 * commands, an Appium reader Appium, a Storybook reader its configuration.
 * Where a sample has none for the reader's framework, it says which one it
 * shows. Sets of code tabs switch together, and a language chosen by hand is
 * remembered until the reader chooses an SDK.
 */

/** The landing page and the ten most-read general pages: every sample on them is written for these five readers. */
const MOST_READ = [
  '/',
  '/getting-started/writing-tests',
  '/getting-started/walkthrough',
  '/getting-started/retrieve-api-key',
  '/getting-started/viewports',
  '/getting-started/eyes-workflow/baselines',
  '/concepts/best-practices/match-levels',
  '/concepts/best-practices/batching',
  '/concepts/best-practices/branching',
  '/concepts/test-execution/ultrafast-grid',
  '/concepts/best-practices/pages-&-regions/capturing-long-pages',
] as const;

/** The first SDK of each picker category, its name, its framework as samples name it, and its install line. */
const READERS = [
  {
    sdk: 'cypress',
    name: 'Cypress',
    family: 'Cypress',
    language: 'JavaScript',
    install: 'npm install -D @eyes-sdk/cypress',
  },
  {
    sdk: 'storybook',
    name: 'Storybook',
    family: 'Storybook',
    language: 'JavaScript',
    install: 'npm install -D @eyes-sdk/storybook',
  },
  {
    sdk: 'appium-csharp-web',
    name: 'Appium C# (Web)',
    family: 'Appium (mobile web)',
    language: 'C#',
    install: 'dotnet add package EyesSdk.Appium',
  },
  {
    sdk: 'appium-csharp-native',
    name: 'Appium C# (Native)',
    family: 'Appium (native apps)',
    language: 'C#',
    install: 'dotnet add package EyesSdk.Appium',
  },
  {
    sdk: 'images-csharp',
    name: 'Images C#',
    family: 'Images SDK',
    language: 'C#',
    install: 'dotnet add package EyesSdk.Images',
  },
] as const;

const main = (page: Page) => page.getByRole('main');

/** The code samples on screen: their names, the language tab open in each (if it has tabs), and the notes shown. */
async function visibleSamples(page: Page) {
  const groups = main(page).getByRole('group', { name: /code sample$/ });
  const samples = [];
  for (const group of await groups.all()) {
    if (!(await group.isVisible())) continue;
    const tabs = group.getByRole('tab', { selected: true });
    samples.push({
      name: await group.getAttribute('aria-label'),
      tab: (await tabs.count()) > 0 ? ((await tabs.textContent()) ?? '').trim() : undefined,
      header: (await group.locator('pre').filter({ visible: true }).first().locator('xpath=..').textContent()) ?? '',
    });
  }
  const notes = await main(page)
    .getByText(/^Shown (for|in) /)
    .filter({ visible: true })
    .allTextContents();
  return { samples, notes };
}

for (const reader of READERS) {
  test(`a ${reader.name} reader reads ${reader.family} in every sample of the most-read pages`, async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    await seedStorage(context, { sdk: reader.sdk });
    const console = watchConsole(page);
    for (const path of MOST_READ) {
      await openPage(page, path);
      const { samples, notes } = await visibleSamples(page);
      expect(samples.length, `${path} shows code samples`).toBeGreaterThan(0);
      for (const sample of samples) {
        expect(sample.name, path).toBe(`${reader.family} code sample`);
        // The code's header names the framework; a family of several languages opens the reader's.
        expect(sample.header, path).toContain(reader.family);
        if (sample.tab !== undefined) expect(sample.tab, path).toBe(reader.language);
      }
      expect(notes, `${path}: no sample shown for another framework`).toEqual([]);
    }
    expect(console.errors).toEqual([]);
  });
}

test('the landing page is the first test of the chosen SDK: its name, its install line', async ({ page }) => {
  for (const reader of READERS) {
    await page.goto('/tutorials/');
    await page.evaluate((sdk) => localStorage.setItem('sdk', sdk), reader.sdk);
    await openPage(page, '/');
    await expect(main(page).getByText(`These steps are for ${reader.name},`)).toBeVisible();
    const install = main(page).getByRole('region', { name: `Install ${reader.name}` });
    await expect(install).toBeVisible();
    await expect(install.locator('pre')).toHaveText(reader.install);
  }
});

test('a sample without the reader’s framework says which one it shows', async ({ context, page }) => {
  await seedStorage(context, { sdk: 'cypress' });
  // The OCR page's sample is written for Selenium only.
  await openPage(page, '/concepts/best-practices/ocr');
  const sample = main(page).getByRole('group', { name: 'Selenium code sample' }).filter({ visible: true });
  await expect(sample).toHaveCount(1);
  await expect(sample.getByText('Shown for Selenium: there is no Cypress version of this sample yet.')).toBeVisible();
  // In the language closest to the reader's.
  await expect(sample.getByRole('tab', { selected: true })).toHaveText('JavaScript');
});

test.describe('code tabs chosen by hand', () => {
  const selectedTabs = (page: Page) =>
    main(page)
      .getByRole('tablist', { name: 'Code language' })
      .filter({ visible: true })
      .getByRole('tab', { selected: true })
      .allTextContents();

  test('switch every set on the page, hold across reloads and pages, and give way to a new SDK', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'selenium-java' });
    await openPage(page, '/concepts/best-practices/match-levels');
    const before = await selectedTabs(page);
    expect(before.length, 'the page has several sets of tabs').toBeGreaterThan(1);
    expect(new Set(before)).toEqual(new Set(['Java']));

    await main(page).getByRole('tab', { name: 'Python' }).filter({ visible: true }).first().click();
    expect(new Set(await selectedTabs(page))).toEqual(new Set(['Python']));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(new Set(await selectedTabs(page))).toEqual(new Set(['Python']));

    // Another page, reached by a link: its tabs open Python too.
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Batching', exact: true }).click();
    await expect(page).toHaveURL(/\/concepts\/best-practices\/batching$/);
    await expect.poll(() => selectedTabs(page)).toContain('Python');
    expect(new Set(await selectedTabs(page))).toEqual(new Set(['Python']));

    // Choosing an SDK: the tabs follow its language again.
    await chooseSdkInNavbar(page, 'Selenium C#');
    await expect.poll(async () => new Set(await selectedTabs(page))).toEqual(new Set(['C#']));
    expect(await storedValue(page, 'code-language')).toBeFalsy();
  });
});
