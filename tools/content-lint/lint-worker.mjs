// @ts-check
/**
 * A worker thread of the content lint: reads a batch of built pages, makes
 * each one's Markdown and runs the page rules over it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageMarkdown } from '../scripts/page-markdown.mjs';
import { lintPage } from './lint-page.mjs';

/**
 * @param {{ siteDir: string, routes: string[] }} task
 * @returns {Promise<{ route: string, markdown: string | undefined, findings: import('./lint-page.mjs').Finding[] }[]>}
 */
export default async function lintBatch({ siteDir, routes }) {
  return Promise.all(
    routes.map(async (route) => {
      const html = await readFile(join(siteDir, route, 'index.html'), 'utf8');
      const markdown = pageMarkdown(html);
      return { route, markdown, findings: markdown === undefined ? [] : await lintPage({ route, markdown }) };
    }),
  );
}
