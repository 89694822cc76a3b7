/**
 * The server API's OpenAPI document as the reference pages read it: the operation a page names,
 * its parameters with `$ref`s followed, the request its code samples send, its success response
 * and its own error responses. The document is `content/openapi/server-api.yaml`, beside the
 * pages' `content/docs/`; it is read once per build thread and again when it changes.
 *
 * This module is loaded with the Vite config, so it imports no workspace package.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Json } from './literal.ts';
import type { SampleRequest } from './samples.ts';

type JsonObject = { [key: string]: Json };

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API document of a page: `<content>/openapi/server-api.yaml`, where the page is under `<content>/docs/`. */
export function apiDocumentOf(pagePath: string): string | undefined {
  const at = pagePath.replace(/\\/g, '/').lastIndexOf('/docs/');
  return at === -1 ? undefined : join(pagePath.slice(0, at), 'openapi', 'server-api.yaml');
}

const documents = new Map<string, { mtimeMs: number; document: JsonObject }>();

/** The document in `file`, parsed once for as long as the file is unchanged. */
export function readApiDocument(file: string): JsonObject {
  const { mtimeMs } = statSync(file);
  const known = documents.get(file);
  if (known?.mtimeMs === mtimeMs) return known.document;
  const document = parse(readFileSync(file, 'utf8')) as Json;
  if (!isObject(document) || !isObject(document.paths)) throw new Error(`${file}: not an OpenAPI document (no paths)`);
  documents.set(file, { mtimeMs, document });
  return document;
}

/** The value a `$ref` (`#/components/...`) names; other values as they are. */
export function deref(document: JsonObject, value: Json | undefined): Json | undefined {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  let node: Json | undefined = document;
  for (const part of value.$ref.replace(/^#\//, '').split('/')) {
    node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (node === undefined) throw new Error(`$ref ${value.$ref} names nothing in the document`);
  // A reference's own description (3.1 allows it beside $ref) wins over the target's.
  const own: JsonObject = typeof value.description === 'string' ? { description: value.description } : {};
  const target = deref(document, node);
  return isObject(target) ? { ...target, ...own } : target;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  object: JsonObject;
  /** The parameters of its path and its own, `$ref`s followed, its own winning by name and place. */
  parameters: JsonObject[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Every operation of the document, in its order. */
export function operations(document: JsonObject): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as JsonObject)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const object = item[method];
      if (!isObject(object) || typeof object.operationId !== 'string') continue;
      const list = (value: Json | undefined) =>
        (Array.isArray(value) ? value : []).map((parameter) => deref(document, parameter)).filter(isObject);
      const own = list(object.parameters);
      const shared = list(item.parameters).filter(
        (parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in),
      );
      found.push({
        id: object.operationId,
        method: method.toUpperCase(),
        path,
        object,
        parameters: [...shared, ...own],
      });
    }
  }
  return found;
}

/** The operation with this id, or an error naming the ids there are. */
export function findOperation(document: JsonObject, id: string): Operation | string {
  const all = operations(document);
  return (
    all.find((operation) => operation.id === id) ??
    `No operation "${id}" in the server API document: its operations are ${all.map((operation) => operation.id).join(', ')}`
  );
}

/** The scopes of the API key, lowest first (the `Scope` schema). */
export function scopesOf(document: JsonObject): string[] {
  const schemas =
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const scope = schemas.Scope;
  return isObject(scope) && Array.isArray(scope.enum) ? scope.enum.map(String) : [];
}

/** The API key an operation takes: the header, the scope it needs, and whether it may be left out. */
export function apiKeyOf(document: JsonObject, operation: Operation) {
  const requirements = (operation.object.security ?? document.security) as Json;
  const list = Array.isArray(requirements) ? requirements.filter(isObject) : [];
  const optional = list.length === 0 || list.some((requirement) => Object.keys(requirement).length === 0);
  const named = list.find((requirement) => Object.keys(requirement).length > 0);
  if (!named) return { optional: true as const, header: apiKeyHeader(document, undefined), scope: undefined };
  const [scheme, roles] = Object.entries(named)[0] as [string, Json];
  return {
    optional,
    header: apiKeyHeader(document, scheme),
    scope: Array.isArray(roles) && typeof roles[0] === 'string' ? roles[0] : undefined,
  };
}

function apiKeyHeader(document: JsonObject, scheme: string | undefined): string {
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  const chosen = scheme
    ? schemes[scheme]
    : Object.values(schemes).find((candidate) => isObject(candidate) && candidate.in === 'header');
  if (!isObject(chosen) || typeof chosen.name !== 'string')
    throw new Error(`No header API key scheme ${scheme ?? ''} in the document`);
  return chosen.name;
}

/** The success response (the lowest 2xx) with its status. */
export function successOf(document: JsonObject, operation: Operation): { status: string; response: JsonObject } {
  const responses = isObject(operation.object.responses) ? operation.object.responses : {};
  const status = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  const response = status ? deref(document, responses[status]) : undefined;
  if (!status || !isObject(response)) throw new Error(`Operation ${operation.id} has no 2xx response`);
  return { status, response };
}

/**
 * The URL of the document's first server, each `{variable}` replaced by its default: the public
 * server (`{host}` is there for on-premises readers, who put their own host in).
 */
export function serverUrlOf(document: JsonObject): string {
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : [];
  const [server] = servers;
  if (typeof server?.url !== 'string') throw new Error('The server API document has no servers[0].url');
  const variables = isObject(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const variable = variables[name];
    if (!isObject(variable) || typeof variable.default !== 'string')
      throw new Error(
        `The server API document's servers[0].url names {${name}}, which has no variables.${name}.default`,
      );
    return variable.default;
  });
}

/** A response's headers, `$ref`s followed, in the document's order. */
export function headersOf(document: JsonObject, response: JsonObject): [string, JsonObject][] {
  const headers = isObject(response.headers) ? response.headers : {};
  return Object.entries(headers).flatMap(([name, header]) => {
    const resolved = deref(document, header);
    return isObject(resolved) ? [[name, resolved] as [string, JsonObject]] : [];
  });
}

/**
 * The headers that belong to this response, not the ones every response carries (marked
 * `x-common`: the request id, the rate-limit budget): `ETag`, which the status line names and the
 * samples print.
 */
export const ownHeadersOf = (document: JsonObject, response: JsonObject) =>
  headersOf(document, response).filter(([, header]) => header['x-common'] !== true);

/** The JSON content of a response or request body, if it has one. */
export const jsonContent = (object: JsonObject | undefined): JsonObject | undefined => {
  const content = object && isObject(object.content) ? object.content['application/json'] : undefined;
  return isObject(content) ? content : undefined;
};

/** `deleteBatch` as a Java class name: `DeleteBatch`. */
const className = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * The request an operation's samples send: path values from its path parameters' `example`,
 * query and header values from its `x-request-example`, the body from its request body's
 * `example`. An admin key is read from `ADMIN_API_KEY`, kept apart from the `EYES_API_KEY` test
 * runs use, so that a test job cannot delete batches; other keys from `EYES_API_KEY`.
 */
export function sampleRequest(document: JsonObject, operation: Operation): SampleRequest {
  const server = serverUrlOf(document);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (parameter?.example === undefined)
      throw new Error(`Operation ${operation.id}: path parameter ${name} has no example`);
    return encodeURIComponent(String(parameter.example));
  });
  const example = isObject(operation.object['x-request-example']) ? operation.object['x-request-example'] : {};
  const query: SampleRequest['query'] = [];
  for (const [name, value] of Object.entries(isObject(example.query) ? example.query : {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || typeof item === 'object')
        throw new Error(`Operation ${operation.id}: query ${name} is not a plain value`);
      query.push([name, item]);
    }
  }
  const headers = Object.entries(isObject(example.headers) ? example.headers : {}).map(
    ([name, value]): [string, string] => [name, String(value)],
  );
  const key = apiKeyOf(document, operation);
  const body = jsonContent(deref(document, operation.object.requestBody) as JsonObject | undefined)?.example;
  const success = successOf(document, operation);
  return {
    method: operation.method,
    url: `${server}${path}`,
    query,
    headers,
    apiKey: key.scope
      ? { header: key.header, variable: key.scope === 'admin' ? 'ADMIN_API_KEY' : 'EYES_API_KEY' }
      : undefined,
    body,
    answerHasBody: jsonContent(success.response) !== undefined,
    answerHeaders: ownHeadersOf(document, success.response).map(([name]) => name),
    className: className(operation.id),
  };
}
