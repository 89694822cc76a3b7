import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_SERVER_URL } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import { serverUrlProblems } from '../product-facts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { exampleCount, exampleProblems, loadDocument } from './examples';

const file = join(import.meta.dirname, 'server-api.yaml');
const text = readFileSync(file, 'utf8');
const shown = relative(process.cwd(), file);
const load = (source = text) => loadDocument(shown, source);

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
  externalDocs?: { url?: string };
}

/** Every operation of the document, with its id and its path's shared parameters. */
function operationsOf(document: Record<string, unknown>) {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item)
      .filter((operation): operation is Operation => typeof (operation as Operation)?.operationId === 'string')
      .map((operation) => ({
        id: operation.operationId as string,
        operation,
        shared: (item.parameters ?? []) as unknown[],
      })),
  );
}

/** What the tests read of a parameter, a response or a header, `$ref`s followed. */
interface Resolved {
  in?: string;
  name?: string;
  example?: unknown;
  headers?: Record<string, { $ref?: string }>;
  content: Record<string, { schema?: unknown }>;
}

/** A `$ref` (`#/components/...`) followed; other values as they are. */
function resolve(document: Record<string, unknown>, value: unknown): Resolved {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (typeof ref !== 'string') return value as Resolved;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  return resolve(document, target);
}

/** The reference pages (paths under reference/server-api/) that name each operation. */
function pagesOfOperations() {
  const pagesDir = join(import.meta.dirname, '..', 'docs', 'reference', 'server-api');
  const pageOf = new Map<string, Set<string>>();
  for (const name of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.mdx')) continue;
    const source = readFileSync(join(pagesDir, name), 'utf8');
    for (const [, id] of source.matchAll(/<Api\w+ operation="([^"]+)"/g)) {
      pageOf.set(id as string, (pageOf.get(id as string) ?? new Set()).add(name));
    }
  }
  return pageOf;
}

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

  it("serves from the product's server by default, as @docs/sdk-catalog states it, and lets on-premises readers set the host", () => {
    const { document } = load();
    expect(document.servers).toEqual([
      expect.objectContaining({
        url: 'https://{host}/api/v1',
        variables: { host: expect.objectContaining({ default: new URL(DEFAULT_SERVER_URL).host }) },
      }),
    ]);
    const [server] = document.servers as { variables: { host: { description: string } } }[];
    expect(server?.variables.host.description).toMatch(/on-premises/);
    expect(serverUrlProblems(shown, text)).toEqual([]);
  });

  it('gives every query parameter but the cursor an example, which the example check validates', () => {
    const { document } = load();
    const queries = operationsOf(document).flatMap(({ id, operation, shared }) =>
      [...shared, ...(operation.parameters ?? [])]
        .map((parameter) => resolve(document, parameter))
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ id, parameter })),
    );
    // An API client fills an example in on import: a cursor from another listing would make the
    // first request fail (400 invalid_cursor).
    expect(queries.filter(({ parameter }) => parameter.name === 'cursor' && parameter.example !== undefined)).toEqual(
      [],
    );
    const missing = queries
      .filter(({ parameter }) => parameter.name !== 'cursor' && parameter.example === undefined)
      .map(({ id, parameter }) => `${id}: ${parameter.name}`);
    expect(queries.some(({ parameter }) => parameter.name === 'cursor')).toBe(true);
    expect(missing).toEqual([]);
    const broken = edited('          example: -completedAt\n', '          example: newest\n');
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(
        /parameters\.6\.example: \(the whole example\) must be equal to one of the allowed values \(name, -completedAt, -mismatched\)$/,
      ),
    ]);
  });

  it('answers every operation with the error body on a server failure (a shared default response)', () => {
    const { document } = load();
    for (const { id, operation } of operationsOf(document)) {
      expect([id, operation.responses.default]).toEqual([id, { $ref: '#/components/responses/ServerError' }]);
    }
    const serverError = resolve(document, { $ref: '#/components/responses/ServerError' });
    expect(serverError.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('declares the request id on every response and the rate-limit budget on those a key gets, as shared headers', () => {
    const { document } = load();
    const budget = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
    const found: string[] = [];
    for (const { id, operation } of operationsOf(document)) {
      const keyless = (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      for (const [status, written] of Object.entries(operation.responses)) {
        const headers = (resolve(document, written).headers ?? {}) as Record<string, { $ref?: string }>;
        for (const name of ['X-Request-Id', 'Retry-After', ...budget]) {
          const header = headers[name];
          if (header && !header.$ref?.startsWith('#/components/headers/'))
            found.push(`${id} ${status}: ${name} is not a shared header`);
        }
        const names = Object.keys(headers);
        if (!names.includes('X-Request-Id')) found.push(`${id} ${status}: no X-Request-Id`);
        // A key's budget is reported once the key is known: not for a missing or invalid key, nor a server failure.
        const keyKnown = !keyless && status !== '401' && status !== 'default';
        if (keyKnown && !budget.every((name) => names.includes(name)))
          found.push(`${id} ${status}: no rate-limit headers`);
        if (status === '429' && !names.includes('Retry-After')) found.push(`${id} ${status}: no Retry-After`);
      }
    }
    expect(found).toEqual([]);
  });

  it('lets a client accept an error code added later, and holds the examples to the known codes', () => {
    const { document } = load();
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, 'openapi');
    const validate = ajv.getSchema('openapi#/components/schemas/ErrorBody');
    const body = (code: string) => ({ error: { status: 400, code, message: 'x', requestId: 'req_0123456789ab' } });
    expect(validate?.(body('batch_not_found'))).toBe(true);
    expect(validate?.(body('a_code_added_later'))).toBe(true);
    expect(validate?.(body(''))).toBe(true);
    const broken = edited(
      'code: batch_running\n                      message: Batch acme-shop-build-1479',
      'code: batch_is_running\n                      message: Batch acme-shop-build-1479',
    );
    expect(exampleProblems(broken)).toEqual([
      expect.stringMatching(
        /responses\.409\.content\.application\/json\.examples\.batch_running\.value: \/error\/code "batch_is_running" is not in the catalogue \(components\.schemas\.KnownErrorCode: invalid_parameter, .*service_unavailable\)$/,
      ),
    ]);
  });

  it('links each operation to the page that renders it', () => {
    const { document } = load();
    const pages = pagesOfOperations();
    for (const { id, operation } of operationsOf(document)) {
      const [page] = [...(pages.get(id) ?? [])];
      expect([id, operation.externalDocs?.url]).toEqual([id, `/reference/server-api/${page?.replace(/\.mdx$/, '')}`]);
    }
  });

  it('has each operation rendered by exactly one reference page', () => {
    const { document } = load();
    const operationIds = operationsOf(document)
      .map(({ id }) => id)
      .sort();
    const pageOf = pagesOfOperations();
    expect([...pageOf.keys()].sort()).toEqual(operationIds);
    for (const [id, pages] of pageOf) expect([id, [...pages]]).toEqual([id, [expect.any(String)]]);
  });
});
