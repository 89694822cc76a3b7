/**
 * The server API's OpenAPI document as the site publishes it, beside its reference pages:
 * `reference/server-api/openapi.json`, JSON that Postman, Insomnia and code generators import as
 * it is. It is the repository's YAML (content/openapi/server-api.yaml) with one change: the links
 * its descriptions make to pages of the site (`[date format](/reference/server-api/date-format)`,
 * written from the docs root as pages write them) become absolute, since the file is read away
 * from the site, and so do the `externalDocs` URLs of its operations (each names the page that
 * renders the operation). The YAML writes those from the docs root (`/reference/server-api/...`)
 * rather than absolute, because the site's origin and base path are configured per build and the
 * published file is generated here anyway; Redocly accepts a relative URL there (OpenAPI resolves
 * it against the document's address), but Postman and Insomnia show it as it is, so the published
 * JSON carries the absolute one. The server URL is absolute in the YAML already (`{host}`, its one
 * variable, defaults to the product's server, which its test holds it to).
 */
import { parse } from 'yaml';

/** Where the document is published, relative to the site's base (`/tutorials/`). */
export const OPENAPI_PATH = 'reference/server-api/openapi.json';

/** Links to the site's pages in Markdown (`](/reference/...)`), not to other hosts or anchors alone. */
const SITE_LINK = /\]\(\/(?!\/)/g;
/** A URL that is a path from the site's root (`/reference/...`), not `//host/...`. */
const SITE_PATH = /^\/(?!\/)/;

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
  const resolve = (value, key, parentKey) => {
    if (typeof value === 'string') {
      if (key === 'description') return value.replace(SITE_LINK, `](${base}`);
      if (key === 'url' && parentKey === 'externalDocs' && SITE_PATH.test(value)) return `${base}${value.slice(1)}`;
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => resolve(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, resolve(item, name, key)]));
    }
    return value;
  };
  return `${JSON.stringify(resolve(document))}\n`;
}
