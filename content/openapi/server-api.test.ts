import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_SERVER_URL } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { serverUrlProblems } from '../product-facts';
import { exampleCount, exampleProblems, loadDocument } from './examples';

const file = join(import.meta.dirname, 'server-api.yaml');
const text = readFileSync(file, 'utf8');
const shown = relative(process.cwd(), file);
const load = (source = text) => loadDocument(shown, source);

/** The document with `from` (which must occur once) replaced by `to`. */
const edited = (from: string, to: string) => {
  expect(text.split(from)).toHaveLength(2);
  return load(text.replace(from, to));
};

describe('the server API document', () => {
  it('has every example match its schema', () => {
    const document = load();
    expect(exampleCount(document.document)).toBeGreaterThan(60);
    expect(exampleProblems(document)).toEqual([]);
  });

  it('names a response example that does not match its schema, by file, line and field', () => {
    const from =
      "branch: feature/saved-cards\n                    baselineBranch: main\n                    startedAt: '2025-03-14T09:31:12.044Z'";
    const broken = edited(from, from.replace("'2025-03-14T09:31:12.044Z'", "'2025-03-14 09:31'"));
    const line = text.slice(0, text.indexOf(from)).split('\n').length;
    const problems = exampleProblems(broken);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${shown}:\\d+: paths\\./batches/\\{batchId\\}/results\\.get\\.responses\\.200\\.content\\.application/json\\.example: /items/0/startedAt must match (format "date-time"|pattern)`,
        ),
      ),
    );
    // The line is the example's, which starts above the broken field.
    const reported = Number(/^[^:]+:(\d+):/.exec(problems[0] as string)?.[1]);
    expect(reported).toBeLessThan(line);
    expect(reported).toBeGreaterThan(line - 30);
  });

  it('names an enum value an example does not allow, with the allowed ones', () => {
    const broken = edited('status: [unresolved]', 'status: [open]');
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(
        /x-request-example\.query\.status: \/0 must be equal to one of the allowed values \(passed, unresolved, failed, new, running\)$/,
      ),
    ]);
  });

  it('names a request example value for a parameter the operation does not have', () => {
    const broken = edited(
      '          If-Match: \'"props-7"\'\n',
      "          If-Match: '\"props-7\"'\n          If-None-Match: '*'\n",
    );
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(
        /x-request-example\.headers\.If-None-Match: names no header parameter "If-None-Match" of the operation \(its header parameters: If-Match\)$/,
      ),
    ]);
  });

  it('holds an error example to its response status', () => {
    const broken = edited(
      'status: 409\n                      code: batch_running\n                      message: Batch acme-shop-build-1479',
      'status: 400\n                      code: batch_running\n                      message: Batch acme-shop-build-1479',
    );
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(
        /deleteBatch|\/batches\/\{batchId\}\.delete\.responses\.409\..*\/error\/status is 400, but the example belongs to the 409 response$/,
      ),
    ]);
  });

  it("serves from the product's server, as @docs/sdk-catalog states it", () => {
    const { document } = load();
    expect(document.servers).toEqual([expect.objectContaining({ url: `${DEFAULT_SERVER_URL}/api/v1` })]);
    expect(serverUrlProblems(shown, text)).toEqual([]);
  });

  it('has each operation rendered by exactly one reference page', () => {
    const { document } = load();
    const operationIds = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item).map((operation) => operation.operationId))
      .filter((id): id is string => typeof id === 'string')
      .sort();
    const pagesDir = join(import.meta.dirname, '..', 'docs', 'reference', 'server-api');
    const pageOf = new Map<string, Set<string>>();
    for (const name of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.mdx')) continue;
      const source = readFileSync(join(pagesDir, name), 'utf8');
      for (const [, id] of source.matchAll(/<Api\w+ operation="([^"]+)"/g)) {
        pageOf.set(id as string, (pageOf.get(id as string) ?? new Set()).add(name));
      }
    }
    expect([...pageOf.keys()].sort()).toEqual(operationIds);
    for (const [id, pages] of pageOf) expect([id, [...pages]]).toEqual([id, [expect.any(String)]]);
  });
});
