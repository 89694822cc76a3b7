import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The `source` of the warnings of {@link remarkCodeLanguages}. */
export const CODE_LANGUAGE_WARNING = 'docs:code-language';

/**
 * Warns about a code fence whose language the highlighter does not load (a typo such as `jvaa`, or
 * a language the site does not highlight): the block is shown as plain text, which the author
 * would otherwise only notice on the page. The warning names the line (the file is the vfile's)
 * and the languages that are valid.
 *
 * @param valid - every name a fence may use: the loaded languages, their aliases and `text`.
 */
export function remarkCodeLanguages(valid: readonly string[]) {
  const known = new Set(valid);
  const list = [...known].sort().join(', ');
  return () => (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.lang || known.has(node.lang)) return;
      const message = file.message(
        `Unknown code-fence language "${node.lang}" (shown as plain text). Valid languages: ${list}.`,
        { place: node.position, source: CODE_LANGUAGE_WARNING },
      );
      message.fatal = false;
    });
  };
}
