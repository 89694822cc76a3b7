// @ts-check
/**
 * twin-page: two SDK pages of different frameworks (the same page, such as
 * `ufg`, in two SDK folders whose catalogue framework differs) whose Markdown
 * is the same apart from links and the SDK's own names (its name, short name,
 * framework, key, folder, package and install line): one of them says nothing
 * true of its own framework, or both say nothing framework-specific.
 */
import { SDK_CATALOG, canonicalSdk } from '@docs/sdk-catalog';

/** @typedef {import('../lint-page.mjs').Finding} Finding */

/** The marker every SDK-specific name becomes. */
const SDK_NAME = '\u0000SDK\u0000';

/**
 * A page's Markdown with its links' targets and its SDK's names replaced, so
 * that twin pages of two SDKs compare equal.
 *
 * @param {string} markdown
 * @param {import('@docs/sdk-catalog').SdkEntry} entry
 * @param {string} folder the SDK folder the page is in (an alias, `storybook-angular`, or the key)
 */
export function withoutSdkNames(markdown, entry, folder) {
  const names = [
    entry.name,
    entry.shortName,
    entry.framework,
    entry.key,
    folder,
    entry.packageName,
    entry.installCommand,
  ]
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length);
  let text = markdown.replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, ']()');
  for (const name of new Set(names)) text = text.split(name).join(SDK_NAME);
  return text;
}

/**
 * @param {{ route: string, markdown: string }[]} pages every page (others than SDK pages are left out)
 * @returns {Map<string, Finding[]>} findings by route
 */
export function twinPages(pages) {
  /** @type {Map<string, { route: string, folder: string, framework: string, name: string, text: string, line: number }[]>} */
  const bySlugAndText = new Map();
  for (const { route, markdown } of pages) {
    const [, folder = '', slug = ''] = /^sdks\/([^/]+)\/(.+)$/.exec(route) ?? [];
    const key = canonicalSdk(folder);
    if (!key) continue;
    const entry = SDK_CATALOG[key];
    const text = withoutSdkNames(markdown, entry, folder);
    const group = `${slug}\n${text}`;
    const line = markdown.split('\n').findIndex((candidate) => candidate.startsWith('# ')) + 1 || 1;
    const pagesAlike = bySlugAndText.get(group) ?? [];
    pagesAlike.push({ route, folder, framework: entry.framework, name: entry.name, text, line });
    bySlugAndText.set(group, pagesAlike);
  }
  /** @type {Map<string, Finding[]>} */
  const findings = new Map();
  for (const alike of bySlugAndText.values()) {
    for (const page of alike) {
      const twins = alike.filter((other) => other.framework !== page.framework);
      if (twins.length === 0) continue;
      const named = twins.slice(0, 3).map((twin) => `${twin.route} (${twin.framework})`);
      const more = twins.length > 3 ? ` and ${twins.length - 3} more` : '';
      findings.set(page.route, [
        ...(findings.get(page.route) ?? []),
        {
          rule: 'twin-page',
          line: page.line,
          message: `the same text as ${named.join(', ')}${more} apart from links and the SDK's name: write what is true of ${page.framework}`,
        },
      ]);
    }
  }
  return findings;
}
