/**
 * The parts of an endpoint page rendered from the server API document, as Markdown trees that
 * the page's pipeline then treats like what an author writes (tables, fences, code tabs):
 *
 * - endpoint: the method and path, as an `http` fence;
 * - parameters: the table of path, query, header and body parameters (Name, In, Type, Required,
 *   Description), the API key header's row from the scope the operation's security names;
 * - request samples: code tabs of the example request in curl, TypeScript, Python and Java;
 * - response: the status (and a header of its own the response gives an example of), the table of
 *   the headers it declares (its own and those every response carries: request id, rate-limit
 *   budget), the example body, and the fields its `x-fields` lists with their schemas' types and
 *   descriptions;
 * - errors: the operation's own error responses, one row per example (status, code, meaning), its
 *   `default` response (a server failure) last with the status of its example, and the example
 *   marked `x-on-page`. Errors every endpoint can return (components marked `x-common`:
 *   authentication, rate limit) are listed once, on the overview page.
 *
 * Names in the tables (parameters, headers, fields, error codes) are `api-name` code, which the
 * site keeps on one line: a reader copies them, and a name broken over two lines on a phone reads
 * as two words; the table scrolls sideways instead.
 */
import { STATUS_CODES } from 'node:http';
import type { Code, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import {
  apiKeyOf,
  deref,
  headersOf,
  isObject,
  jsonContent,
  ownHeadersOf,
  sampleRequest,
  scopesOf,
  successOf,
  type Operation,
} from './document.ts';
import { formatLiteral, JSON_STYLE, type Json } from './literal.ts';
import { requestSamples } from './samples.ts';

type JsonObject = { [key: string]: Json };

/** Markdown of a description (links, inline code) as the phrasing content of a cell or paragraph. */
function phrasing(markdown: string): PhrasingContent[] {
  const tree: Root = fromMarkdown(markdown.trim());
  return tree.children.flatMap((child, index) => [
    ...(index > 0 ? [{ type: 'text', value: ' ' } as PhrasingContent] : []),
    ...(child.type === 'paragraph' ? child.children : []),
  ]);
}

const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
/** A name in a table (a parameter, header, field, error code): code the site keeps whole. */
const name = (value: string): PhrasingContent => ({
  type: 'inlineCode',
  value,
  data: { hProperties: { className: ['api-name'] } },
});
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
const table = (head: string[], rows: PhrasingContent[][][]): Table => ({
  type: 'table',
  align: head.map(() => null),
  children: [row(head.map((title) => [text(title)])), ...rows.map(row)],
});
const fence = (lang: string, value: string): Code => ({ type: 'code', lang, meta: null, value });

/** A schema's type in words: `string`, `integer`, `string or null`; a repeated query parameter by its items'. */
function typeOf(document: JsonObject, schema: Json | undefined): string {
  const resolved = deref(document, schema);
  if (!isObject(resolved)) return 'any';
  if (Array.isArray(resolved.allOf)) return typeOf(document, resolved.allOf[0]);
  const types = Array.isArray(resolved.type) ? resolved.type.map(String) : [String(resolved.type ?? 'object')];
  return types.join(' or ');
}

export function endpoint(operation: Operation): RootContent[] {
  return [fence('http', `${operation.method} ${operation.path}`)];
}

/** The description of the API key's row: what scope it needs, from the scopes in their order. */
function apiKeyDescription(document: JsonObject, operation: Operation): string {
  const { scope } = apiKeyOf(document, operation);
  if (!scope) return 'Ignored by this endpoint. Sending it does no harm, and it is not checked.';
  const scopes = scopesOf(document);
  const higher = scopes.slice(scopes.indexOf(scope) + 1);
  if (higher.length === 0) return `A key with scope \`${scope}\`.`;
  if (higher.length === 1) return `A key with scope \`${scope}\` or \`${higher[0]}\`.`;
  return `A key with scope \`${scope}\` or higher.`;
}

export function parameters(document: JsonObject, operation: Operation): RootContent[] {
  const rows: PhrasingContent[][][] = [];
  const parameterRow = (parameter: JsonObject) => {
    const schema = deref(document, parameter.schema);
    const shown = isObject(schema) && schema.type === 'array' && parameter.in === 'query' ? schema.items : schema;
    rows.push([
      [name(String(parameter.name))],
      [text(String(parameter.in))],
      [text(typeOf(document, shown))],
      [text(parameter.required === true ? 'yes' : 'no')],
      phrasing(String(parameter.description ?? '')),
    ]);
  };
  const byPlace = (place: string) => operation.parameters.filter((parameter) => parameter.in === place);
  for (const parameter of [...byPlace('path'), ...byPlace('query')]) parameterRow(parameter);
  const key = apiKeyOf(document, operation);
  rows.push([
    [name(key.header)],
    [text('header')],
    [text('string')],
    [text(key.optional ? 'no' : 'yes')],
    phrasing(apiKeyDescription(document, operation)),
  ]);
  const body = deref(document, operation.object.requestBody);
  const bodySchema = deref(document, jsonContent(isObject(body) ? body : undefined)?.schema);
  if (bodySchema !== undefined) {
    rows.push([
      [name('Content-Type')],
      [text('header')],
      [text('string')],
      [text('yes')],
      [inlineCode('application/json'), text('.')],
    ]);
  }
  for (const parameter of byPlace('header')) parameterRow(parameter);
  if (isObject(bodySchema) && isObject(bodySchema.properties)) {
    const required = Array.isArray(bodySchema.required) ? bodySchema.required : [];
    for (const [field, property] of Object.entries(bodySchema.properties)) {
      const resolved = deref(document, property);
      rows.push([
        [name(field)],
        [text('body')],
        [text(typeOf(document, resolved))],
        [text(required.includes(field) ? 'yes' : 'no')],
        phrasing(isObject(resolved) ? String(resolved.description ?? '') : ''),
      ]);
    }
  }
  return [table(['Name', 'In', 'Type', 'Required', 'Description'], rows)];
}

export function requestSampleTabs(document: JsonObject, operation: Operation): RootContent[] {
  const tabs = requestSamples(sampleRequest(document, operation)).map((sample): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'CodeTab',
    attributes: [{ type: 'mdxJsxAttribute', name: 'language', value: sample.language }],
    children: [fence(sample.language, sample.code)],
  }));
  return [{ type: 'mdxJsxFlowElement', name: 'CodeTabs', attributes: [], children: tabs }];
}

/** The schema at a field path of a response (`tests`, `discussion.type`, `items[].text`). */
function fieldSchema(document: JsonObject, root: Json | undefined, path: string, operation: Operation): JsonObject {
  let schema = deref(document, root);
  for (const part of path.split('.')) {
    const [name, ...arrays] = part.split('[]');
    const properties = (node: Json | undefined): JsonObject => {
      const resolved = deref(document, node);
      if (!isObject(resolved)) return {};
      const all = Array.isArray(resolved.allOf) ? resolved.allOf.map((item) => properties(item)) : [];
      return Object.assign({}, ...all, isObject(resolved.properties) ? resolved.properties : {});
    };
    schema = deref(document, properties(schema)[name as string]);
    for (let depth = 0; depth < arrays.length; depth++)
      schema = isObject(schema) ? deref(document, schema.items) : undefined;
    if (!isObject(schema))
      throw new Error(`Operation ${operation.id}: x-fields names ${path}, which the response's schema does not have`);
  }
  return schema as JsonObject;
}

export function response(document: JsonObject, operation: Operation): RootContent[] {
  const { status, response: answer } = successOf(document, operation);
  const statusLine: PhrasingContent[] = [inlineCode(`${status} ${STATUS_CODES[status] ?? ''}`.trim())];
  for (const [header, resolved] of ownHeadersOf(document, answer)) {
    if (resolved.example !== undefined) {
      statusLine.push(text(', with the header '), inlineCode(`${header}: ${String(resolved.example)}`));
    }
  }
  const content = jsonContent(answer);
  if (!content) statusLine.push(text(', with an empty body'));
  if (statusLine.length > 1) statusLine.push(text('.'));
  const nodes: RootContent[] = [{ type: 'paragraph', children: mergeText(statusLine) } satisfies Paragraph];
  const headers = headersOf(document, answer);
  if (headers.length > 0) {
    const rows = headers.map(([header, resolved]) => [
      [name(header)],
      [text(typeOf(document, resolved.schema))],
      phrasing(String(resolved.description ?? '')),
    ]);
    nodes.push(table(['Header', 'Type', 'Description'], rows));
  }
  if (content?.example !== undefined) nodes.push(fence('json', formatLiteral(content.example, JSON_STYLE)));
  const fields = Array.isArray(answer['x-fields']) ? answer['x-fields'].map(String) : [];
  if (fields.length > 0) {
    const rows = fields.map((path) => {
      const schema = fieldSchema(document, content?.schema, path, operation);
      // A field of a list's items is named by itself: `stepIndex` for `checkpoints.items[].stepIndex`.
      const itemAt = path.lastIndexOf('[].');
      const label = itemAt === -1 ? path : path.slice(itemAt + 3);
      return [[name(label)], [text(typeOf(document, schema))], phrasing(String(schema.description ?? ''))];
    });
    nodes.push(table(['Field', 'Type', 'Description'], rows));
  }
  return nodes;
}

/** Adjacent text nodes as one, so `200 OK` and its full stop read as written. */
function mergeText(nodes: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && node.value === '') continue;
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node);
  }
  return merged;
}

export function errors(document: JsonObject, operation: Operation): RootContent[] {
  const responses = isObject(operation.object.responses) ? operation.object.responses : {};
  const rows: PhrasingContent[][][] = [];
  let shown: Json | undefined;
  // Statuses in order, then `default` (whatever else the server answers: a failure of its own).
  const statuses = Object.keys(responses)
    .filter((code) => Number(code) >= 400)
    .sort();
  if ('default' in responses) statuses.push('default');
  for (const status of statuses) {
    const resolved = deref(document, responses[status]);
    if (!isObject(resolved) || resolved['x-common'] === true) continue;
    const examples = jsonContent(resolved)?.examples;
    for (const example of Object.values(isObject(examples) ? examples : {})) {
      if (!isObject(example) || !isObject(example.value) || !isObject(example.value.error)) continue;
      rows.push([
        [text(status === 'default' ? String(example.value.error.status) : status)],
        [name(String(example.value.error.code))],
        phrasing(String(example.description ?? '')),
      ]);
      if (example['x-on-page'] === true) shown = example.value;
    }
  }
  if (rows.length === 0) throw new Error(`Operation ${operation.id} has no error of its own to list`);
  const nodes: RootContent[] = [table(['Status', 'Code', 'Meaning'], rows)];
  if (shown !== undefined) nodes.push(fence('json', formatLiteral(shown, JSON_STYLE)));
  return nodes;
}
