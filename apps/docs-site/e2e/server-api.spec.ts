import { expect, test } from '@playwright/test';
import { NGINX_PORT } from '../playwright.config';
import { openPage, seedStorage } from './reader';

/**
 * The server API reference is rendered from its OpenAPI document (content/openapi/server-api.yaml)
 * and publishes that document. A reader of an endpoint page still finds the method and path, the
 * parameters table, the request in their language, the example answer and the errors; the
 * overview links the document, which both servers send as JSON that parses as OpenAPI 3.1.
 */
const DOCUMENT = '/tutorials/reference/server-api/openapi.json';

test('an endpoint page reads as before: method and path, parameters, request tabs, response, errors', async ({
  page,
}) => {
  await page.goto('/tutorials/reference/server-api/batches/patch-batch-properties');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patch batch properties');
  await expect(page.getByRole('main').getByText('PATCH /batches/{batchId}/properties', { exact: true })).toBeVisible();

  const parameters = page.getByRole('region', { name: 'Parameters table' }).getByRole('table');
  await expect(parameters.getByRole('columnheader')).toHaveText(['Name', 'In', 'Type', 'Required', 'Description']);
  await expect(
    parameters.getByRole('row', { name: /^If-Match header string no The ETag from list batch properties/ }),
  ).toBeVisible();
  await expect(
    parameters.getByRole('row', { name: /^set body array no Properties to add or overwrite/ }),
  ).toBeVisible();

  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab')).toHaveText([/curl|Bash|Shell/i, /TypeScript/, /Python/, /Java/, /C#/, /Ruby/]);
  await tabs.getByRole('tab', { name: /Python/ }).click();
  await expect(page.getByRole('tabpanel').first()).toContainText('requests.patch(');
  await expect(page.getByRole('tabpanel').first()).toContainText('"If-Match": \'"props-7"\'');

  await expect(page.getByText('200 OK, with the header ETag: "props-8".')).toBeVisible();
  const errors = page.getByRole('region', { name: 'Errors table' }).getByRole('table');
  await expect(
    errors.getByRole('row', { name: /^412 precondition_failed If-Match does not match the current ETag/ }),
  ).toBeVisible();
  await expect(
    page.getByText('"message": "If-Match \\"props-7\\" does not match the current ETag \\"props-8\\"."'),
  ).toBeVisible();
  // The table of contents still lists the page's sections.
  const toc = page.getByRole('navigation', { name: /on this page/i });
  for (const section of ['Parameters', 'Request', 'Response', 'Errors']) {
    await expect(toc.getByRole('link', { name: section, exact: true })).toHaveCount(1);
  }
});

for (const [sdk, language, line] of [
  ['selenium-csharp', 'C#', 'new HttpRequestMessage(HttpMethod.Delete,'],
  ['selenium-ruby', 'Ruby', 'request = Net::HTTP::Delete.new(uri)'],
  ['selenium-java', 'Java', '.DELETE()'],
] as const) {
  test(`a reader of ${sdk} gets the request in ${language} first`, async ({ context, page }) => {
    await seedStorage(context, { sdk });
    await openPage(page, '/reference/server-api/batches/delete-batch');
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText(language);
    await expect(page.getByRole('tabpanel').first()).toContainText(line);
  });
}

test('the overview links the OpenAPI document, which the Node server sends as JSON that parses as OpenAPI 3.1', async ({
  page,
  request,
}) => {
  await page.goto('/tutorials/reference/server-api');
  const link = page.getByRole('link', { name: 'Download the OpenAPI document' });
  await expect(link).toHaveAttribute('href', DOCUMENT);
  const response = await request.get(DOCUMENT);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  const document = await response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(document.servers[0].url).toMatch(/^https:\/\/[^/]+\/api\/v1$/);
  expect(Object.keys(document.paths)).toHaveLength(10);
});

test('nginx sends the OpenAPI document as JSON, compressed for a client that accepts it', async ({ request }) => {
  const plain = await request.get(`http://127.0.0.1:${NGINX_PORT}${DOCUMENT}`, {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect((await plain.json()).info.title).toBe('Eyes server API');
  const compressed = await request.get(`http://127.0.0.1:${NGINX_PORT}${DOCUMENT}`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect((await compressed.json()).openapi).toBe('3.1.0');
});

test('the OpenAPI document is not a search result', async ({ request }) => {
  const titles = await request.get('/tutorials/search/titles.json');
  expect(titles.status()).toBe(200);
  expect(await titles.text()).not.toContain('openapi.json');
});

test('an endpoint page shows the headers of its answer and the error a server failure returns, in its .md too', async ({
  page,
  request,
}) => {
  await openPage(page, '/reference/server-api/batches/list-batch-statistics');
  const headers = page.getByRole('region', { name: 'Response table', exact: true }).getByRole('table');
  await expect(headers.getByRole('columnheader')).toHaveText(['Header', 'Type', 'Description']);
  for (const [name, meaning] of [
    ['X-Request-Id', "The id of this request, as in an error body's requestId."],
    ['X-RateLimit-Limit', 'Requests the API key may make in the current one-minute window'],
    ['X-RateLimit-Remaining', 'Requests the API key has left in the current window.'],
    ['X-RateLimit-Reset', 'Seconds until the window resets.'],
  ] as const) {
    await expect(headers.getByRole('row', { name: new RegExp(`^${name} integer|^${name} string`) })).toContainText(
      meaning,
    );
  }
  const errors = page.getByRole('region', { name: 'Errors table' }).getByRole('table');
  await expect(errors.getByRole('row').last()).toHaveText(
    /^500\s*internal_error\s*An unexpected failure on the server/,
  );
  const markdown = await (await request.get('/tutorials/reference/server-api/batches/list-batch-statistics.md')).text();
  expect(markdown).toMatch(
    /\| `X-RateLimit-Remaining` \| integer \| Requests the API key has left in the current window\./,
  );
  expect(markdown).toMatch(/\| 500\s+\| `internal_error`\s+\| An unexpected failure on the server\./);
});

test('on a phone, no name in the parameters, headers, fields and errors tables is broken over two lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['batches/list-batch-results', 'batches/patch-batch-properties']) {
      await openPage(page, `/reference/server-api/${path}`);
      // The names: cells that hold a name alone (a parameter, header, field, error code), not prose that quotes one.
      const cells = page.getByRole('main').getByRole('table').getByRole('cell');
      const names = await cells.evaluateAll((all) =>
        all.flatMap((cell) => {
          const code = cell.querySelector('code');
          if (!code || cell.textContent?.trim() !== code.textContent) return [];
          // A name on one line is one box; broken over two it is two (each line's part).
          return [{ name: code.textContent, lines: code.getClientRects().length }];
        }),
      );
      expect(names.length).toBeGreaterThan(10);
      const broken = names.filter(({ lines }) => lines > 1).map(({ name }) => name);
      expect([scheme, path, broken]).toEqual([scheme, path, []]);
      // The table scrolls in its own focusable, named region instead of the page.
      const region = page.getByRole('region', { name: 'Parameters table' });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  }
});

test("the Playwright section's copy of the server API keeps its reader in the copy: its links lead to the copy's pages", async ({
  page,
}) => {
  await page.goto('/tutorials/playwright/reference/server-api/batches/list-batch-results');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const content = page.locator('article');
  const hrefs = await content.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const intoOriginal = hrefs.filter((href) => href?.startsWith('/tutorials/reference/server-api/'));
  expect(intoOriginal.filter((href) => !href?.endsWith('.json'))).toEqual([]);
  expect(
    hrefs.filter((href) => href?.startsWith('/tutorials/playwright/reference/server-api/')).length,
  ).toBeGreaterThan(2);

  await content.getByRole('link', { name: 'List batch statistics' }).first().click();
  await expect(page).toHaveURL(/\/tutorials\/playwright\/reference\/server-api\/batches\/list-batch-statistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('List batch statistics');
  // Still the Playwright section: its sidebar marks the copy's page as the current one.
  await expect(
    page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'List batch statistics' }),
  ).toHaveAttribute('href', '/tutorials/playwright/reference/server-api/batches/list-batch-statistics');
  await expect(
    page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'List batch statistics' }),
  ).toHaveAttribute('aria-current', 'page');
});
