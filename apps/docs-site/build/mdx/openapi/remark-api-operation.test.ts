// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { run } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { mdxPipeline } from '../pipeline';
import { remarkImportComponents } from '../remark-import-components';
import { remarkApiOperation } from './remark-api-operation';

const content = join(import.meta.dirname, '..', '..', '..', '..', '..', 'content');
const pagePath = (id: string) => join(content, 'docs', 'reference', 'server-api', `${id}.mdx`);

/** The page's Markdown after the build has put in the parts rendered from the API document. */
export async function expandedMarkdown(source: string, path: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiOperation);
  const file = new VFile({ value: source, path });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return toMarkdown(tree, { extensions: [gfmToMarkdown(), mdxToMarkdown()] });
}

/** The page as the site renders it to HTML, with stand-ins for the code tabs' components. */
async function pageHtml(source: string, path: string): Promise<string> {
  // The page's imports of the site's components are left out: the test hands in stand-ins.
  const pipeline = mdxPipeline();
  const remarkPlugins = pipeline.remarkPlugins?.filter(
    (plugin) => !(Array.isArray(plugin) && plugin[0] === remarkImportComponents),
  );
  const compiled = String(
    await compile({ value: source, path }, { ...pipeline, remarkPlugins, outputFormat: 'function-body' }),
  );
  const { default: Page } = await run(compiled, { ...runtime, baseUrl: import.meta.url });
  const components = {
    CodeTabs: ({ children }: { children: unknown }) => runtime.jsx('div', { role: 'tablist', children }),
    CodeTab: ({ language, children }: { language: string; children: unknown }) =>
      runtime.jsx('section', { 'data-language': language, children }),
  };
  return renderToStaticMarkup(runtime.jsx(Page, { components }));
}

describe('endpoint pages rendered from the server API document', () => {
  it('renders the delete batch page: method and path, parameters, samples, response, errors', async () => {
    const path = pagePath('batches/delete-batch');
    const markdown = await expandedMarkdown(readFileSync(path, 'utf8'), path);
    expect(markdown).toContain('```http\nDELETE /batches/{batchId}\n```');
    expect(markdown).toMatch(
      /\| `batchId`\s+\| path\s+\| string \| yes\s+\| The batch id, for example `acme-shop-build-1479`\. \|/,
    );
    expect(markdown).toMatch(/\| `X-Eyes-Api-Key` \| header \| string \| yes\s+\| A key with scope `admin`\.\s+\|/);
    expect(markdown).toContain(
      'curl -sS --fail-with-body -X DELETE "https://eyes.example.com/api/v1/batches/acme-shop-build-1479"',
    );
    expect(markdown).toContain('-H "X-Eyes-Api-Key: $ADMIN_API_KEY"');
    expect(markdown).toContain('`204 No Content`, with an empty body.');
    expect(markdown).toMatch(/\| 409\s+\| `batch_running`\s+\| Tests are still running in the batch\./);
    expect(markdown).toContain(
      '"message": "Batch acme-shop-build-1479 has 3 running tests; delete it after it completes."',
    );
    // Authentication errors are the overview's, not repeated on every page.
    expect(markdown).not.toContain('missing_api_key');
    // A server failure (the document's default response) is the last row, with its example's status.
    expect(markdown).toMatch(
      /\| 409\s+\| `batch_running`[^\n]*\n(\|[^\n]*\n)*\| 500\s+\| `internal_error`\s+\| An unexpected failure on the server\. Retry with backoff; if it persists, quote `requestId` to support\.\s+\|\n\n/,
    );
  });

  it('lists the headers a response declares: the request id and the rate-limit budget', async () => {
    const path = pagePath('batches/list-batch-statistics');
    const markdown = await expandedMarkdown(readFileSync(path, 'utf8'), path);
    const response = markdown.slice(markdown.indexOf('## Response'), markdown.indexOf('## Errors'));
    expect(response).toMatch(/\| Header\s+\| Type\s+\| Description\s+\|/);
    expect(response).toMatch(
      /\| `X-Request-Id`\s+\| string\s+\| The id of this request, as in an error body's `requestId`\./,
    );
    expect(response).toMatch(
      /\| `X-RateLimit-Limit`\s+\| integer \| Requests the API key may make in the current one-minute window/,
    );
    expect(response).toMatch(/\| `X-RateLimit-Remaining` \| integer \| Requests the API key has left/);
    expect(response).toMatch(/\| `X-RateLimit-Reset`\s+\| integer \| Seconds until the window resets\./);
    // Headers every response carries are in the table, not on the status line or in the samples.
    expect(response).toContain('`200 OK`\n');
    expect(markdown).not.toContain("response.headers.get('X-Request-Id')");
  });

  it('renders a body, headers and a response header: patch batch properties', async () => {
    const path = pagePath('batches/patch-batch-properties');
    const markdown = await expandedMarkdown(readFileSync(path, 'utf8'), path);
    expect(markdown).toMatch(
      /\| `If-Match`\s+\| header \| string \| no\s+\| The `ETag` from \[list batch properties\]\(\/reference\/server-api\/batches\/list-batch-properties\)\./,
    );
    expect(markdown).toMatch(/\| `set`\s+\| body\s+\| array\s+\| no\s+\| Properties to add or overwrite/);
    expect(markdown).toContain('`200 OK`, with the header `ETag: "props-8"`.');
    expect(markdown).toMatch(/\| `ETag`\s+\| string\s+\| The new version of the batch's properties\./);
    expect(markdown).toContain(`-H 'If-Match: "props-7"'`);
    expect(markdown).toContain('.method("PATCH", HttpRequest.BodyPublishers.ofString(body))');
    expect(markdown).toMatch(/json=\{\n\s+"set": \[\n\s+\{"name": "release", "value": "2025\.03\.1"\},/);
    expect(markdown).toContain(
      'using var request = new HttpRequestMessage(HttpMethod.Patch, "https://eyes.example.com/api/v1/batches/acme-shop-build-1482/properties");',
    );
    expect(markdown).toContain(`request["If-Match"] = '"props-7"'`);
    expect(markdown).toContain('puts response["ETag"]');
  });

  it("names a field of a list's items by itself, with its schema's type and description", async () => {
    const path = pagePath('batches/list-batch-pagecoveragebypageid');
    const markdown = await expandedMarkdown(readFileSync(path, 'utf8'), path);
    expect(markdown).toMatch(
      /\| `checkpoints\.total` \| integer\s+\| Checkpoints matching the filters, over all result pages\./,
    );
    expect(markdown).toMatch(/\| `stepIndex`\s+\| integer\s+\| Position of the step within its test, from 1\./);
    expect(markdown).toMatch(/\| `capturedArea`\s+\| object or null \| Top offset and height/);
  });

  it('compiles a page to the HTML the site serves: heading ids, tables, code tabs in the language order', async () => {
    const path = pagePath('batches/list-batch-results');
    const html = await pageHtml(readFileSync(path, 'utf8'), path);
    for (const id of ['parameters', 'request', 'response', 'errors']) expect(html).toContain(`<h2 id="${id}">`);
    expect(html).toMatch(/<section[^>]*aria-label="Parameters table"/);
    expect([...html.matchAll(/data-language="(\w+)"/g)].map((match) => match[1])).toEqual([
      'bash',
      'typescript',
      'python',
      'java',
      'csharp',
      'ruby',
    ]);
    expect(html).toMatch(
      /<tr><td><code class="api-name">status<\/code><\/td><td>query<\/td><td>string<\/td><td>no<\/td><td>Only tests with this status:/,
    );
    expect(html).toMatch(/<td>404<\/td><td><code class="api-name">batch_not_found<\/code><\/td>/);
    // Names in the tables have no break opportunity: Chromium breaks at a <wbr> even under nowrap.
    expect(html).toContain('<td><code class="api-name">completedBefore</code></td>');
  });

  it('fails a page that names an unknown operation, listing the valid ones, at its line', async () => {
    const path = pagePath('batches/delete-batch');
    await expect(expandedMarkdown('# Page\n\n<ApiErrors operation="removeBatch" />\n', path)).rejects.toMatchObject({
      line: 3,
      message: expect.stringMatching(
        /^No operation "removeBatch" in the server API document: its operations are ping, validateApiKey, .*deleteBatch/,
      ),
    });
    await expect(expandedMarkdown('<ApiExample operation="deleteBatch" />\n', path)).rejects.toThrow(
      /<ApiExample> is not an API reference element; use one of <ApiEndpoint>, <ApiParameters>/,
    );
  });
});
