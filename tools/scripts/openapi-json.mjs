/**
 * The server API's OpenAPI document as the site publishes it, beside its reference pages:
 * `reference/server-api/openapi.json`, JSON that Postman, Insomnia and code generators import as
 * it is. It is the repository's YAML (content/openapi/server-api.yaml) with one change: the links
 * its descriptions make to pages of the site (`[date format](/reference/server-api/date-format)`,
 * written from the docs root as pages write them) become absolute, since the file is read away
 * from the site. The server URL is absolute in the YAML already (its test holds it to the
 * product's server).
 */
import { parse } from 'yaml';

/** Where the document is published, relative to the site's base (`/tutorials/`). */
export const OPENAPI_PATH = 'reference/server-api/openapi.json';

/** Links to the site's pages in Markdown (`](/reference/...)`), not to other hosts or anchors alone. */
const SITE_LINK = /\]\(\/(?!\/)/g;

/**
 * The published JSON of the YAML document `text`, its site links resolved against `siteUrl`
 * (`https://docs.eyes.example/tutorials/`). A YAML error names `file` and the line.
 */
export function publishedOpenApi(text, siteUrl, file = 'server-api.yaml') {
  let document;
  try {
    document = parse(text, { prettyErrors: true });
  } catch (error) {
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
  if (typeof document?.openapi !== 'string' || !document.paths) {
    throw new Error(`${file}: not an OpenAPI document (it needs "openapi" and "paths")`);
  }
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const resolve = (value, key) => {
    if (typeof value === 'string') return key === 'description' ? value.replace(SITE_LINK, `](${base}`) : value;
    if (Array.isArray(value)) return value.map((item) => resolve(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, resolve(item, name)]));
    }
    return value;
  };
  return `${JSON.stringify(resolve(document))}\n`;
}
