// @ts-check
/**
 * other-platform: a page of one SDK naming another platform's tools (a
 * Python page's "Bundler", an Espresso page's "Maven"), or web words on a
 * page about native apps or images ("open a checkout page"). The SDK is the
 * page's (`/sdks/<folder>/…`, the Playwright area), the terms are
 * `platform-terms.mjs`'s; prose only, code blocks are not read.
 */
import { visit } from 'unist-util-visit';
import { forbiddenTerms } from '../platform-terms.mjs';

/** @typedef {import('../lint-page.mjs').Finding} Finding */

/**
 * @param {import('mdast').Root} tree
 * @param {import('@docs/sdk-catalog').SdkEntry | undefined} sdk the page's SDK
 * @returns {Finding[]}
 */
export function otherPlatformTerms(tree, sdk) {
  if (!sdk) return [];
  const forbidden = forbiddenTerms(sdk);
  /** @type {Finding[]} */
  const findings = [];
  const seen = new Set();
  visit(tree, (node) => {
    if (node.type !== 'text' && node.type !== 'inlineCode') return;
    const start = node.position?.start.line ?? 1;
    const matches = forbidden.flatMap(({ pattern, explanation }) =>
      [...node.value.matchAll(pattern)].map((match) => ({ match, explanation })),
    );
    // In the order they are written.
    matches.sort((a, b) => (a.match.index ?? 0) - (b.match.index ?? 0));
    for (const { match, explanation } of matches) {
      // A text node may run over several lines (in a table cell, a quote); the match's own line.
      const line = start + (node.value.slice(0, match.index).match(/\n/g)?.length ?? 0);
      const key = `${line}\n${match[0]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({ rule: 'other-platform', line, message: `"${match[0]}" ${explanation}` });
    }
  });
  return findings;
}
