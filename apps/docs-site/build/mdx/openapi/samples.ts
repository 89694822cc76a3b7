/**
 * Code samples of one request, one small template per language: curl, TypeScript (fetch),
 * Python (requests), Java (java.net.http), C# (HttpClient) and Ruby (Net::HTTP). Each sends the operation's example request
 * (request.ts), reads the API key from the environment, and handles an error as the API returns
 * it: every error has the same JSON body (`{ "error": { "code", "message", ... } }`), so a sample
 * stops with the code and message, and prints the answer otherwise.
 */
import { formatLiteral, JSON_STYLE, PYTHON_STYLE, pythonString, TYPESCRIPT_STYLE, type Json } from './literal.ts';

/** One request of an operation, as its samples send it. */
export interface SampleRequest {
  /** `GET`, `PATCH`... */
  method: string;
  /** The absolute URL with the path's example values, without the query. */
  url: string;
  /** Query parameters in order; a repeated parameter appears once per value. */
  query: [string, string | number | boolean][];
  /** The API key header and the environment variable the key is read from; none for an endpoint that needs no key. */
  apiKey?: { header: string; variable: string };
  /** Other headers, in order (`If-Match`). */
  headers: [string, string][];
  /** The JSON body, if the request has one. */
  body?: Json;
  /** Whether the successful answer has a body (a `204` has none). */
  answerHasBody: boolean;
  /** Headers of the successful answer that the samples print with its body (`ETag`). */
  answerHeaders: string[];
  /** The Java class the sample is written as (`DeleteBatch`). */
  className: string;
}

/** A sample: the language its fence is in and its code. */
export interface Sample {
  language: 'bash' | 'typescript' | 'python' | 'java' | 'csharp' | 'ruby';
  code: string;
}

const queryString = (query: SampleRequest['query']) =>
  query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&');

/** A shell word in double quotes, or in single quotes when it has double quotes and no `$` to expand. */
const shellWord = (text: string) =>
  text.includes('"') && !text.includes("'") && !text.includes('$') ? `'${text}'` : JSON.stringify(text);

export function curlSample(request: SampleRequest): Sample {
  const first = [request.answerHeaders.length > 0 ? 'curl -sS -i --fail-with-body' : 'curl -sS --fail-with-body'];
  if (request.query.length > 0 && request.method === 'GET') first.push('-G');
  if (request.method !== 'GET') first.push(`-X ${request.method}`);
  first.push(JSON.stringify(request.url));
  const lines = [first.join(' ')];
  if (request.apiKey) lines.push(`-H "${request.apiKey.header}: $${request.apiKey.variable}"`);
  if (request.body !== undefined) lines.push('-H "Content-Type: application/json"');
  for (const [name, value] of request.headers) lines.push(`-H ${shellWord(`${name}: ${value}`)}`);
  for (const [name, value] of request.query) lines.push(`--data-urlencode ${JSON.stringify(`${name}=${value}`)}`);
  if (request.body !== undefined) {
    const json = formatLiteral(request.body, JSON_STYLE, { column: 6, indent: '  ' });
    if (json.includes("'"))
      throw new Error(
        `The body of ${request.method} ${request.url} has a single quote, which the curl sample cannot quote`,
      );
    lines.push(`-d '${json}'`);
  }
  // A 204 prints nothing: show the status, which says the request worked.
  if (!request.answerHasBody) lines.push('-w "%{http_code}\\n"');
  return { language: 'bash', code: lines.join(' \\\n  ') };
}

export function typescriptSample(request: SampleRequest): Sample {
  const code: string[] = [];
  let url = request.url;
  if (request.query.length > 0) {
    const repeated = new Set(request.query.map(([name]) => name)).size < request.query.length;
    const values = request.query.map(([name, value]): [string, string] => [name, String(value)]);
    const literal = repeated
      ? formatLiteral(values, TYPESCRIPT_STYLE, { column: 32 })
      : formatLiteral(Object.fromEntries(values), TYPESCRIPT_STYLE, { column: 32 });
    code.push(`const query = new URLSearchParams(${literal});`);
    url = `${url}?\${query}`;
  }
  const headers: Record<string, Json> = {};
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: '${request.method}',`);
  const headerLines: string[] = [];
  if (request.apiKey) headerLines.push(`'${request.apiKey.header}': process.env.${request.apiKey.variable} ?? '',`);
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  for (const [name, value] of request.headers) headers[name] = value;
  for (const [name, value] of Object.entries(headers))
    headerLines.push(`${TYPESCRIPT_STYLE.key(name)}: ${formatLiteral(value, TYPESCRIPT_STYLE)},`);
  if (headerLines.length === 1 && !options.length && request.body === undefined) {
    options.push(`headers: { ${headerLines[0]?.replace(/,$/, '')} },`);
  } else if (headerLines.length > 0) {
    options.push('headers: {', ...headerLines.map((line) => `  ${line}`), '},');
  }
  if (request.body !== undefined) {
    options.push(`body: JSON.stringify(${formatLiteral(request.body, TYPESCRIPT_STYLE, { column: 23 })}),`);
  }
  let target = url === request.url ? `'${url}'` : `\`${url}\``;
  // A line that would not fit in 100 columns names the URL first.
  if (`const response = await fetch(${target}, {`.length > 100) {
    code.push(`const url = ${target};`);
    target = 'url';
  }
  if (options.length === 0) code.push(`const response = await fetch(${target});`);
  else
    code.push(
      `const response = await fetch(${target}, {`,
      ...options.map((line) => `  ${line.replace(/\n/g, '\n  ')}`),
      '});',
    );
  code.push(
    'if (!response.ok) {',
    '  const { error } = (await response.json()) as { error: { code: string; message: string } };',
    '  throw new Error(`${error.code}: ${error.message}`);',
    '}',
    request.answerHasBody
      ? `console.log(${[...request.answerHeaders.map((name) => `response.headers.get('${name}')`), 'await response.json()'].join(', ')});`
      : 'console.log(response.status);',
  );
  return { language: 'typescript', code: code.join('\n') };
}

export function pythonSample(request: SampleRequest): Sample {
  const imports = request.apiKey ? ['import os', 'import requests'] : ['import requests'];
  const call = [`    ${pythonString(request.url)},`];
  const headers: string[] = [];
  if (request.apiKey)
    headers.push(`${pythonString(request.apiKey.header)}: os.environ[${pythonString(request.apiKey.variable)}]`);
  // requests sets Content-Type for a json= body.
  for (const [name, value] of request.headers) headers.push(`${pythonString(name)}: ${pythonString(value)}`);
  if (headers.length > 0) call.push(`    headers={${headers.join(', ')}},`);
  if (request.query.length > 0) {
    const params: Record<string, Json> = {};
    for (const [name, value] of request.query) {
      const known = params[name];
      params[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
    }
    call.push(`    params=${formatLiteral(params, PYTHON_STYLE, { column: 11, indent: '    ' })},`);
  }
  if (request.body !== undefined)
    call.push(`    json=${formatLiteral(request.body, PYTHON_STYLE, { column: 9, indent: '    ' })},`);
  call.push('    timeout=30,');
  const code = [
    ...imports,
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...call,
    ')',
    'if not response.ok:',
    '    error = response.json()["error"]',
    `    raise SystemExit(f"{error['code']}: {error['message']}")`,
    request.answerHasBody
      ? `print(${[...request.answerHeaders.map((name) => `response.headers[${pythonString(name)}]`), 'response.json()'].join(', ')})`
      : 'print(response.status_code)',
  ];
  return { language: 'python', code: code.join('\n') };
}

/** The body as JSON text, each line indented by `indent` (for a raw string or a heredoc). */
const jsonLines = (body: Json, indent: string) =>
  formatLiteral(body, JSON_STYLE)
    .split('\n')
    .map((line) => `${indent}${line}`);

const javaString = (text: string) => JSON.stringify(text);

export function javaSample(request: SampleRequest): Sample {
  const query = request.query.length > 0 ? `?${queryString(request.query)}` : '';
  const builder = [`.uri(URI.create(${javaString(request.url + query)}))`];
  if (request.apiKey)
    builder.push(
      `.header(${javaString(request.apiKey.header)}, System.getenv(${javaString(request.apiKey.variable)}))`,
    );
  if (request.body !== undefined) builder.push('.header("Content-Type", "application/json")');
  for (const [name, value] of request.headers) builder.push(`.header(${javaString(name)}, ${javaString(value)})`);
  const publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  if (request.method === 'GET') builder.push('.GET()');
  else if (request.method === 'DELETE' && request.body === undefined) builder.push('.DELETE()');
  else if (request.method === 'POST' && request.body !== undefined) builder.push(`.POST(${publisher})`);
  else if (request.body !== undefined) builder.push(`.method("${request.method}", ${publisher})`);
  else builder.push(`.method("${request.method}", HttpRequest.BodyPublishers.noBody())`);
  builder.push('.build();');
  const body =
    request.body === undefined ? [] : ['    String body = """', ...jsonLines(request.body, '        '), '        """;'];
  const code = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    `public class ${request.className} {`,
    '  public static void main(String[] args) throws Exception {',
    ...body,
    '    HttpRequest request = HttpRequest.newBuilder()',
    ...builder.map((line) => `        ${line}`),
    '    HttpResponse<String> response = HttpClient.newHttpClient()',
    '        .send(request, HttpResponse.BodyHandlers.ofString());',
    '    if (response.statusCode() >= 400) {',
    '      // Every error has the same body: {"error": {"status", "code", "message", "requestId"}}.',
    '      System.err.println("Eyes API error " + response.statusCode() + ": " + response.body());',
    '      System.exit(1);',
    '    }',
    ...request.answerHeaders.map(
      (name) => `    System.out.println(response.headers().firstValue(${javaString(name)}).orElse(""));`,
    ),
    request.answerHasBody
      ? '    System.out.println(response.body());'
      : '    System.out.println(response.statusCode());',
    '  }',
    '}',
  ];
  return { language: 'java', code: code.join('\n') };
}

export function csharpSample(request: SampleRequest): Sample {
  const query = request.query.length > 0 ? `?${queryString(request.query)}` : '';
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const code = [
    ...(request.body === undefined ? [] : ['using System.Text;', '']),
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(HttpMethod.${method}, ${javaString(request.url + query)});`,
  ];
  if (request.apiKey) {
    code.push(
      `request.Headers.Add(${javaString(request.apiKey.header)}, Environment.GetEnvironmentVariable(${javaString(request.apiKey.variable)}));`,
    );
  }
  for (const [name, value] of request.headers) {
    code.push(`request.Headers.TryAddWithoutValidation(${javaString(name)}, ${javaString(value)});`);
  }
  if (request.body !== undefined) {
    // A raw string literal (C# 11) holds the JSON as it is; StringContent sets its Content-Type.
    code.push(
      'request.Content = new StringContent(',
      '    """',
      ...jsonLines(request.body, '    '),
      '    """,',
      '    Encoding.UTF8,',
      '    "application/json");',
    );
  }
  code.push(
    'using var response = await client.SendAsync(request);',
    'var body = await response.Content.ReadAsStringAsync();',
    'if (!response.IsSuccessStatusCode)',
    '{',
    '    // Every error has the same body: {"error": {"status", "code", "message", "requestId"}}.',
    '    Console.Error.WriteLine($"Eyes API error {(int)response.StatusCode}: {body}");',
    '    Environment.Exit(1);',
    '}',
    ...request.answerHeaders.map(
      (name) => `Console.WriteLine(string.Join(", ", response.Headers.GetValues(${javaString(name)})));`,
    ),
    request.answerHasBody ? 'Console.WriteLine(body);' : 'Console.WriteLine((int)response.StatusCode);',
  );
  return { language: 'csharp', code: code.join('\n') };
}

/** A Ruby string: double quotes, single when the text has double quotes and nothing to escape. */
const rubyString = (text: string) =>
  text.includes('"') && !/['\\]/.test(text) ? `'${text}'` : JSON.stringify(text).replace(/#\{/g, '\\#{');

export function rubySample(request: SampleRequest): Sample {
  const code = ['require "json"', 'require "net/http"', '', `uri = URI(${rubyString(request.url)})`];
  if (request.query.length > 0) {
    const value = (item: string | number | boolean) => (typeof item === 'string' ? rubyString(item) : String(item));
    const repeated = new Set(request.query.map(([name]) => name)).size < request.query.length;
    const form = repeated
      ? `[${request.query.map(([name, item]) => `[${rubyString(name)}, ${value(item)}]`).join(', ')}]`
      : request.query
          .map(([name, item]) => `${/^[a-z_]\w*$/i.test(name) ? `${name}:` : `${rubyString(name)} =>`} ${value(item)}`)
          .join(', ');
    code.push(`uri.query = URI.encode_www_form(${form})`);
  }
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  code.push(`request = Net::HTTP::${method}.new(uri)`);
  if (request.apiKey) {
    code.push(`request[${rubyString(request.apiKey.header)}] = ENV.fetch(${rubyString(request.apiKey.variable)})`);
  }
  if (request.body !== undefined) code.push('request["Content-Type"] = "application/json"');
  for (const [name, value] of request.headers) code.push(`request[${rubyString(name)}] = ${rubyString(value)}`);
  if (request.body !== undefined) code.push('request.body = <<~JSON', ...jsonLines(request.body, '  '), 'JSON');
  code.push(
    'response = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(request) }',
    'unless response.is_a?(Net::HTTPSuccess)',
    '  error = JSON.parse(response.body)["error"]',
    '  abort "#{error["code"]}: #{error["message"]}"',
    'end',
    ...request.answerHeaders.map((name) => `puts response[${rubyString(name)}]`),
    request.answerHasBody ? 'puts JSON.parse(response.body)' : 'puts response.code',
  );
  return { language: 'ruby', code: code.join('\n') };
}

/** The request's samples, in the order of the pages' tabs. */
export const requestSamples = (request: SampleRequest): Sample[] => [
  curlSample(request),
  typescriptSample(request),
  pythonSample(request),
  javaSample(request),
  csharpSample(request),
  rubySample(request),
];
