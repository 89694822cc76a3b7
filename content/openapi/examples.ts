/**
 * Checks every example of an OpenAPI 3.1 document against the schema it illustrates, with the
 * document's own schema dialect (JSON Schema 2020-12, formats checked): parameter and header
 * examples, request and response bodies (`example` and each of `examples`), the `examples` of
 * component schemas, and the query and header values of an operation's `x-request-example`, the
 * request the reference pages' code samples send. An error example must also carry its response's
 * status, and its `code` must be one the catalogue lists (the enum of `KnownErrorCode`): the
 * schema of codes is open for clients, which must accept a code added later, but the pages list the
 * known ones, so an example's code must be one of them. Each problem names the document's file, the line of the example and what the schema
 * expects, so a wrong example fails `npx nx test content` where it is written.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { LineCounter, parseDocument } from 'yaml';

// ajv-formats is CommonJS: its default export arrives as the module object under Node's loader.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Path = (string | number)[];

/** An OpenAPI document read from YAML, with the line each of its nodes starts on. */
export interface LoadedDocument {
  file: string;
  document: JsonObject;
  lineOf(path: Path): number | undefined;
}

/** Reads an OpenAPI document; a YAML error names the file and line. */
export function loadDocument(file: string, text = readFileSync(file, 'utf8')): LoadedDocument {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter, prettyErrors: true });
  if (parsed.errors.length > 0) {
    throw new Error(parsed.errors.map((error) => `${file}: ${error.message}`).join('\n'));
  }
  return {
    file,
    document: parsed.toJS() as JsonObject,
    lineOf(path) {
      const node = parsed.getIn(path, true) as { range?: [number, number, number] } | undefined;
      return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
    },
  };
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON pointer to `path`, as a URI fragment (`{batchId}` percent-encoded). */
const pointer = (path: Path) =>
  path.map((part) => encodeURIComponent(String(part).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** The object a `$ref` (`#/components/...`) names, and its path; other objects as they are. */
function deref(document: JsonObject, value: Json | undefined, path: Path): { value: Json | undefined; path: Path } {
  if (!isObject(value) || typeof value.$ref !== 'string') return { value, path };
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: Json | undefined = document;
  for (const part of target) node = isObject(node) ? node[part] : undefined;
  return deref(document, node, target);
}

/** One example and the schema it must match. */
interface ExampleCheck {
  /** Where the example is written. */
  at: Path;
  /** Where its schema is. */
  schemaAt: Path;
  value: Json;
  /** The status its error body must carry, for error responses' examples. */
  status?: number;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The examples of a media type (`application/json`), each with its schema. */
function mediaTypeChecks(media: Json | undefined, at: Path, status?: number): ExampleCheck[] {
  if (!isObject(media) || media.schema === undefined) return [];
  const checks: ExampleCheck[] = [];
  const schemaAt = [...at, 'schema'];
  if (media.example !== undefined) checks.push({ at: [...at, 'example'], schemaAt, value: media.example, status });
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      if (isObject(example) && example.value !== undefined) {
        checks.push({ at: [...at, 'examples', name, 'value'], schemaAt, value: example.value, status });
      }
    }
  }
  return checks;
}

/** A parameter's or header's `example`, against its `schema`. */
function schemaOwnerCheck(owner: Json | undefined, at: Path): ExampleCheck[] {
  if (!isObject(owner) || owner.example === undefined || owner.schema === undefined) return [];
  return [{ at: [...at, 'example'], schemaAt: [...at, 'schema'], value: owner.example }];
}

/** Every example of the document, with the schema it must match. */
function exampleChecks(document: JsonObject): { checks: ExampleCheck[]; problems: { at: Path; message: string }[] } {
  const checks: ExampleCheck[] = [];
  const problems: { at: Path; message: string }[] = [];
  const components = isObject(document.components) ? document.components : {};
  for (const [name, schema] of Object.entries(isObject(components.schemas) ? components.schemas : {})) {
    if (isObject(schema) && Array.isArray(schema.examples)) {
      schema.examples.forEach((value, index) =>
        checks.push({
          at: ['components', 'schemas', name, 'examples', index],
          schemaAt: ['components', 'schemas', name],
          value,
        }),
      );
    }
  }
  for (const kind of ['parameters', 'headers'] as const) {
    for (const [name, owner] of Object.entries(isObject(components[kind]) ? components[kind] : {})) {
      checks.push(...schemaOwnerCheck(owner, ['components', kind, name]));
    }
  }
  for (const [name, response] of Object.entries(isObject(components.responses) ? components.responses : {})) {
    if (!isObject(response)) continue;
    for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
      checks.push(...mediaTypeChecks(media, ['components', 'responses', name, 'content', type]));
    }
    for (const [header, owner] of Object.entries(isObject(response.headers) ? response.headers : {})) {
      checks.push(...schemaOwnerCheck(owner, ['components', 'responses', name, 'headers', header]));
    }
  }
  for (const [route, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    shared.forEach((parameter, index) =>
      checks.push(...schemaOwnerCheck(parameter, ['paths', route, 'parameters', index])),
    );
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at: Path = ['paths', route, method];
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      own.forEach((parameter, index) => checks.push(...schemaOwnerCheck(parameter, [...at, 'parameters', index])));
      const body = deref(document, operation.requestBody, [...at, 'requestBody']);
      if (isObject(body.value) && isObject(body.value.content)) {
        for (const [type, media] of Object.entries(body.value.content)) {
          checks.push(...mediaTypeChecks(media, [...body.path, 'content', type]));
        }
      }
      for (const [status, written] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(written) && typeof written.$ref === 'string') continue; // checked as a component
        const response = written as JsonObject;
        const errorStatus = Number(status) >= 400 ? Number(status) : undefined;
        for (const [type, media] of Object.entries(isObject(response.content) ? response.content : {})) {
          checks.push(...mediaTypeChecks(media, [...at, 'responses', status, 'content', type], errorStatus));
        }
        for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) {
          checks.push(...schemaOwnerCheck(header, [...at, 'responses', status, 'headers', name]));
        }
      }
      // The request the code samples send: each value against the parameter it names.
      const request = operation['x-request-example'];
      if (!isObject(request)) continue;
      const parameters = [
        ...shared.map((parameter, index) => deref(document, parameter, ['paths', route, 'parameters', index])),
        ...own.map((parameter, index) => deref(document, parameter, [...at, 'parameters', index])),
      ];
      for (const [location, key] of [
        ['query', 'query'],
        ['header', 'headers'],
      ] as const) {
        for (const [name, value] of Object.entries(isObject(request[key]) ? request[key] : {})) {
          const parameter = parameters.find(
            (candidate) =>
              isObject(candidate.value) && candidate.value.in === location && candidate.value.name === name,
          );
          if (!parameter) {
            const names = parameters
              .filter((candidate) => isObject(candidate.value) && candidate.value.in === location)
              .map((candidate) => (candidate.value as JsonObject).name);
            problems.push({
              at: [...at, 'x-request-example', key, name],
              message: `names no ${location} parameter "${name}" of the operation (its ${location} parameters: ${names.join(', ') || 'none'})`,
            });
            continue;
          }
          checks.push({ at: [...at, 'x-request-example', key, name], schemaAt: [...parameter.path, 'schema'], value });
        }
      }
    }
  }
  return { checks, problems };
}

const describeError = (error: ErrorObject) => {
  const where = error.instancePath || '(the whole example)';
  const allowed =
    error.keyword === 'enum' ? ` (${(error.params as { allowedValues: Json[] }).allowedValues.join(', ')})` : '';
  return `${where} ${error.message ?? 'does not match'}${allowed}`;
};

/** Every example of the document that does not match its schema, as `file:line: where: what`. */
export function exampleProblems({ file, document, lineOf }: LoadedDocument): string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const { checks, problems } = exampleChecks(document);
  const located = (at: Path, message: string) => `${file}:${lineOf(at) ?? 1}: ${at.join('.')}: ${message}`;
  const found = problems.map(({ at, message }) => located(at, message));
  const schemas =
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const catalogue =
    isObject(schemas.KnownErrorCode) && Array.isArray(schemas.KnownErrorCode.enum)
      ? schemas.KnownErrorCode.enum.map(String)
      : undefined;
  for (const check of checks) {
    const validate = ajv.getSchema(`openapi#/${pointer(check.schemaAt)}`);
    if (!validate) {
      found.push(located(check.at, `no schema at ${check.schemaAt.join('.')}`));
      continue;
    }
    if (!validate(check.value)) {
      for (const error of validate.errors ?? []) found.push(located(check.at, describeError(error)));
    }
    const error = isObject(check.value) && isObject(check.value.error) ? check.value.error : undefined;
    const errorStatus = error?.status;
    if (catalogue && typeof error?.code === 'string' && !catalogue.includes(error.code)) {
      found.push(
        located(
          check.at,
          `/error/code "${error.code}" is not in the catalogue (components.schemas.KnownErrorCode: ${catalogue.join(', ')})`,
        ),
      );
    }
    if (check.status !== undefined && errorStatus !== check.status) {
      found.push(
        located(check.at, `/error/status is ${errorStatus}, but the example belongs to the ${check.status} response`),
      );
    }
  }
  return found;
}

/** How many examples the document holds that exampleProblems checks. */
export const exampleCount = (document: JsonObject) => exampleChecks(document).checks.length;
