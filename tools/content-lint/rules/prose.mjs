// @ts-check
/**
 * The prose rules of retext, over the text of paragraphs, lists, headings,
 * table cells and the front matter (not code):
 *
 * - indefinite-article (retext-indefinite-article, and our
 *   retext-article-before-names.mjs for names, which that library does not
 *   decide): "a" or "an" as the next word is said ("a AndroidJUnit4 project",
 *   "a XCTest project" should be "an").
 * - repeated-word (retext-repeated-words): a word written twice ("the the").
 */
import remarkRetext from 'remark-retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import { unified } from 'unified';
import { VFile } from 'vfile';
import retextArticleBeforeNames from './retext-article-before-names.mjs';

/** @typedef {import('../lint-page.mjs').Finding} Finding */

const english = unified()
  .use(retextEnglish)
  .use(retextIndefiniteArticle)
  .use(retextArticleBeforeNames)
  .use(retextRepeatedWords);
// remark-retext's type wants a processor that parses only; ours also checks (its plugins run on the text).
const processor = unified()
  .use(
    remarkRetext,
    /** @type {import('unified').Processor<import('nlcst').Root>} */ (/** @type {unknown} */ (english)),
  )
  .freeze();

/** Our rule name for each retext plugin's messages. */
const RULES = /** @type {Record<string, string>} */ ({
  'retext-indefinite-article': 'indefinite-article',
  'retext-repeated-words': 'repeated-word',
});

/**
 * @param {import('mdast').Root} tree
 * @param {string} markdown the Markdown the tree was parsed from (retext slices inline code from it)
 * @returns {Promise<Finding[]>}
 */
export async function proseFindings(tree, markdown) {
  const file = new VFile({ value: markdown });
  await processor.run(withCellsAsParagraphs(tree), file);
  return file.messages.map((message) => {
    const rule = RULES[message.source ?? ''] ?? message.source ?? 'prose';
    const actual = message.actual ?? '';
    const expected = message.expected?.[0];
    const fix =
      rule === 'indefinite-article' && expected !== undefined
        ? `"${actual}" before "${nextWord(message)}" should be "${expected}"`
        : rule === 'repeated-word' && expected !== undefined
          ? `"${actual}" should be "${expected}"`
          : message.reason;
    return { rule, line: message.line ?? 1, message: fix };
  });
}

/**
 * The tree with each table replaced by its rows as paragraphs, which retext
 * reads (mdast-util-to-nlcst always leaves tables out).
 *
 * @param {import('mdast').Root} tree
 * @returns {import('mdast').Root}
 */
function withCellsAsParagraphs(tree) {
  return {
    ...tree,
    children: tree.children.flatMap((node) =>
      node.type === 'table'
        ? node.children.map(
            (row) =>
              /** @type {import('mdast').RootContent} */ ({
                type: /** @type {const} */ ('paragraph'),
                // Cells apart, as in the table: " | " is no word and no sentence goes on across it.
                children: row.children.flatMap((cell, index) => [
                  ...(index > 0 ? [{ type: /** @type {const} */ ('text'), value: ' | ' }] : []),
                  ...cell.children,
                ]),
                position: row.position,
              }),
          )
        : [node],
    ),
  };
}

/**
 * The word after the article a retext-indefinite-article message is about, from its reason
 * ("Unexpected article `a` before `XCTest`, expected `an`").
 *
 * @param {import('vfile-message').VFileMessage} message
 */
function nextWord(message) {
  return /before `([^`]+)`/.exec(message.reason)?.[1] ?? '…';
}
