// @ts-check
/**
 * The content lint of one page: its Markdown (page-markdown.mjs) parsed with
 * the line of every node, and each page rule run over it. The rule that
 * compares pages (twin-pages.mjs) runs over the whole site afterwards.
 */
import { SDK_CATALOG, sdkForPath } from '@docs/sdk-catalog';
import { markdownTree } from './markdown-tree.mjs';
import { emptySections } from './rules/empty-section.mjs';
import { otherPlatformTerms } from './rules/other-platform.mjs';
import { proseFindings } from './rules/prose.mjs';
import { repeatedCommands } from './rules/repeated-command.mjs';

/**
 * One finding: the rule, the line of the page's Markdown and what is wrong and what would be right.
 *
 * @typedef {object} Finding
 * @property {string} rule
 * @property {number} line
 * @property {string} message
 */

/**
 * The SDK a page is about, from its route (`sdks/<folder>/…`, an alias
 * folder as its SDK; the Playwright area is Playwright TypeScript's), or
 * `undefined` for a general page.
 *
 * @param {string} route the page's path below the site's base, `sdks/robot/quickstart`
 */
export function sdkOfRoute(route) {
  const key = sdkForPath(route);
  return key ? SDK_CATALOG[key] : undefined;
}

/**
 * Every page rule's findings on a page, by line.
 *
 * @param {{ route: string, markdown: string }} page
 * @returns {Promise<Finding[]>}
 */
export async function lintPage({ route, markdown }) {
  const tree = markdownTree(markdown);
  const findings = [
    ...emptySections(tree),
    ...repeatedCommands(tree),
    ...otherPlatformTerms(tree, sdkOfRoute(route)),
    ...(await proseFindings(tree, markdown)),
  ];
  return findings.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/**
 * A finding as one line: the page (its route, and its source file when
 * known), the line of its Markdown, the rule and the message.
 *
 * @param {{ route: string, source?: string }} page
 * @param {Finding} finding
 * @example formatFinding({ route: 'sdks/image-tester/quickstart' }, { rule: 'empty-section', line: 14, message: '…' })
 * // 'sdks/image-tester/quickstart (line 14): empty-section: …'
 */
export function formatFinding({ route, source }, { rule, line, message }) {
  return `${route || '/'} (line ${line}): ${rule}: ${message}${source ? ` [${source}]` : ''}`;
}
