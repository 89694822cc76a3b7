/**
 * What an author writes after a code fence's language, read at build time:
 * a title (```` ```js title="cypress.config.js" ````) and highlighted lines
 * (```` ```ts {2,4-5} ````). The title becomes the block's `data-title`, shown
 * in its header bar by the site's CodeBlock. Each highlighted line becomes a
 * `<mark class="line highlighted">` (a mark is announced as highlighted, and
 * its text is still copied as code), and the block's `data-highlighted-lines`
 * lists them ("2,4-5") for a screen reader's description of the block.
 */
import { parseMetaHighlightString } from '@shikijs/transformers';
import type { Element } from 'hast';
import type { ShikiTransformer } from 'shiki';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
const LINE_LIST = /\{([^}]*)\}/;

/** The `title="..."` (or `'...'`) of a fence's meta, trimmed; undefined when there is none. */
export function metaTitle(meta: string): string | undefined {
  const match = TITLE.exec(meta);
  const title = (match?.[1] ?? match?.[2])?.trim();
  return title || undefined;
}

/**
 * The line numbers of a fence's `{2,4-5}`, in order, or [] without one.
 * Throws on anything but numbers, commas and ranges, or on a line past the
 * block's last, saying what is valid: a wrong number would mark nothing silently.
 */
export function metaHighlightedLines(meta: string, lineCount: number): number[] {
  // Braces inside the title are part of the file name.
  const list = LINE_LIST.exec(meta.replace(TITLE, ' '))?.[1];
  if (list === undefined) return [];
  const where = `Code fence "{${list}}"`;
  if (!/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/.test(list)) {
    throw new Error(`${where}: highlighted lines must be numbers and ranges separated by commas, e.g. {2,4-5}.`);
  }
  const lines = parseMetaHighlightString(`{${list.replace(/\s+/g, '')}}`) ?? [];
  const wrong = lines.find((line) => line < 1 || line > lineCount) ?? lines.find(Number.isNaN);
  if (wrong !== undefined || lines.length === 0) {
    throw new Error(`${where}: line ${wrong ?? list} is not in the block, which has lines 1 to ${lineCount}.`);
  }
  return [...new Set(lines)].sort((a, b) => a - b);
}

/** Consecutive line numbers as ranges: [2, 4, 5] -> "2,4-5". */
export function lineRanges(lines: readonly number[]): string {
  const ranges: string[] = [];
  for (let index = 0; index < lines.length;) {
    let end = index;
    while (end + 1 < lines.length && lines[end + 1] === (lines[end] as number) + 1) end += 1;
    ranges.push(end === index ? `${lines[index]}` : `${lines[index]}-${lines[end]}`);
    index = end + 1;
  }
  return ranges.join(',');
}

const isLine = (node: unknown): node is Element =>
  (node as Element).type === 'element' &&
  /\bline\b/.test(String([(node as Element).properties.class].flat().join(' ')));

/** The Shiki transformer of a fence's title and highlighted lines. */
export function transformerCodeMeta(): ShikiTransformer {
  return {
    name: 'docs:code-meta',
    pre(pre) {
      const meta = this.options.meta?.__raw ?? '';
      const title = metaTitle(meta);
      if (title) pre.properties.dataTitle = title;
      const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const lines = (code?.children ?? []).filter(isLine);
      const highlighted = metaHighlightedLines(meta, lines.length);
      if (highlighted.length === 0) return;
      for (const number of highlighted) {
        const line = lines[number - 1] as Element;
        line.tagName = 'mark';
        line.properties.class = `${[line.properties.class].flat().join(' ')} highlighted`;
      }
      pre.properties.dataHighlightedLines = lineRanges(highlighted);
    },
  };
}
