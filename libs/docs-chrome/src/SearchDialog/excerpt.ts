/** A run of text, and whether it is a word the reader searched for. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/**
 * Separators between words, as the search index splits them (MiniSearch's
 * default: whitespace and punctuation), so a highlighted word is exactly a
 * matched index term.
 */
const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u;

/**
 * Splits `text` into runs, marking each word whose lower-case form is one of
 * `terms`. Adjacent runs of the same kind are merged.
 *
 * @example
 * highlightSegments('Match levels: strict', ['match']);
 * // [{ text: 'Match', match: true }, { text: ' levels: strict', match: false }]
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const segments: TextSegment[] = [];
  for (const [index, part] of text.split(SEPARATOR).entries()) {
    if (part === '') continue;
    const match = index % 2 === 0 && wanted.has(part.toLowerCase());
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  }
  return segments;
}

/** Characters of context kept before the first match when the excerpt has to start later. */
const LEAD = 40;

/**
 * The part of `text` worth showing: up to `length` characters around the first
 * word in `terms` (from the start when that word is near it, or when none
 * matches), cut at word boundaries, with `…` where text was left out.
 */
export function excerptWindow(text: string, terms: readonly string[], length = 160): string {
  if (text.length <= length) return text;
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  let offset = 0;
  let first = -1;
  for (const [index, part] of text.split(SEPARATOR).entries()) {
    if (index % 2 === 0 && part !== '' && wanted.has(part.toLowerCase())) {
      first = offset;
      break;
    }
    offset += part.length;
  }
  const lead = Math.min(LEAD, Math.floor(length / 3));
  let start = first >= 0 && first > length - lead ? first - lead : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const body = text.slice(start, end).trim();
  const trailing = end < text.length && !body.endsWith('…') ? '…' : '';
  return `${start > 0 ? '…' : ''}${body}${trailing}`;
}
