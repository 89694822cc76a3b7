import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedOpenApi } from './openapi-json.mjs';

const yamlFile = join(import.meta.dirname, '..', '..', 'content', 'openapi', 'server-api.yaml');
const siteUrl = 'https://docs.eyes.example/tutorials/';

describe('the published OpenAPI document', () => {
  it('is the repository document as JSON, importable as it is: OpenAPI 3.1 with an absolute server URL', () => {
    const published = JSON.parse(publishedOpenApi(readFileSync(yamlFile, 'utf8'), siteUrl));
    expect(published.openapi).toMatch(/^3\.1\./);
    const [server] = published.servers;
    const withDefaults = server.url.replace(/\{(\w+)\}/g, (_: string, name: string) => server.variables[name].default);
    expect(new URL(withDefaults).protocol).toBe('https:');
    expect(Object.keys(published.paths)).toContain('/batches/{batchId}');
    expect(published.paths['/batches/{batchId}'].delete.operationId).toBe('deleteBatch');
  });

  it("makes its descriptions' links to the site's pages absolute, and leaves other text alone", () => {
    const yaml = [
      'openapi: 3.1.0',
      'info: { title: T, version: v1, description: "See [dates](/reference/server-api/date-format) or [x](https://x.example/a)." }',
      'paths:',
      '  /a:',
      '    get:',
      '      summary: "[not a description](/b)"',
      '      responses: { "200": { description: "[OK](/reference/server-api#errors)" } }',
    ].join('\n');
    const published = JSON.parse(publishedOpenApi(yaml, siteUrl));
    expect(published.info.description).toBe(
      'See [dates](https://docs.eyes.example/tutorials/reference/server-api/date-format) or [x](https://x.example/a).',
    );
    expect(published.paths['/a'].get.responses['200'].description).toBe(
      '[OK](https://docs.eyes.example/tutorials/reference/server-api#errors)',
    );
    expect(published.paths['/a'].get.summary).toBe('[not a description](/b)');
  });

  it('links each operation to its page on the site by an absolute URL, which importers show as it is', () => {
    const published = JSON.parse(publishedOpenApi(readFileSync(yamlFile, 'utf8'), siteUrl));
    expect(published.paths['/batches/{batchId}'].delete.externalDocs.url).toBe(
      'https://docs.eyes.example/tutorials/reference/server-api/batches/delete-batch',
    );
    const yaml = [
      'openapi: 3.1.0',
      'info: { title: T, version: v1 }',
      'paths:',
      '  /a:',
      '    get:',
      '      externalDocs: { url: "https://other.example/a" }',
      '      responses: { "200": { description: OK, links: { x: { operationId: a, url: "/b" } } } }',
    ].join('\n');
    const other = JSON.parse(publishedOpenApi(yaml, siteUrl));
    expect(other.paths['/a'].get.externalDocs.url).toBe('https://other.example/a');
  });

  it('names the file and line of a YAML error, and refuses a file that is no OpenAPI document', () => {
    expect(() => publishedOpenApi('openapi: 3.1.0\npaths: {\n', siteUrl, 'content/openapi/x.yaml')).toThrow(
      /^content\/openapi\/x\.yaml: .*line 3/s,
    );
    expect(() => publishedOpenApi('title: x\n', siteUrl, 'x.yaml')).toThrow('x.yaml: not an OpenAPI document');
  });
});
