/**
 * How search turns text into terms, the one definition used to build the
 * indexes (build/search/search-data.mjs, in Node) and to search them in the
 * browser (searchIndex.ts): a term processed one way at build time and
 * another at query time would never match, so there is no second copy.
 *
 * - Words are split at spaces and punctuation, as MiniSearch does by default,
 *   except that a dot opening a word stays on it: `.NET` is the term `.net`
 *   (and `net`), so a search for `.net` finds .NET, not `network`; and a
 *   letter's `#` too: `C#` is the term `c#`, indexed as `.net` as well (the
 *   C# SDKs are the .NET SDKs, with the .NET logo in the SDK picker).
 * - An API name in camelCase or PascalCase is indexed whole and by its words:
 *   `setMatchLevel` gives `setmatchlevel`, `set`, `match`, `level`, so the
 *   name typed whole matches the member exactly and `match level` finds it
 *   too. A query keeps each word whole (`setMatchLevel` looks for
 *   `setmatchlevel` only): the name a reader types is the name they want.
 *   Product and language names written in camelCase (`JavaScript`, `GitHub`)
 *   stay whole, or `java` would find every JavaScript page.
 * - Terms are lower case; stop words and terms shorter than `minTermLength`
 *   are left out, with the settings the titles file carries for both indexes.
 */

/**
 * A word: a dot opening a word followed by letters (`.net`), or a run of
 * characters that are neither space nor punctuation (MiniSearch's default
 * separator is `[\n\r\p{Z}\p{P}]+`).
 */
const WORD =
  /(?<![\p{L}\p{N}\p{M}.])\.\p{L}[\p{L}\p{N}\p{M}]*|(?<![\p{L}\p{N}\p{M}])\p{L}#(?![\p{L}\p{N}\p{M}])|[^\n\r\p{Z}\p{P}]+/gu;

/** Terms indexed with another that names the same thing (lower case): a C# page is a .NET page. */
export const ALSO_INDEXED_AS = new Map([['c#', ['.net']]]);

/** Where a camelCase word breaks: `setMatch` -> `set|Match`, `XMLHttp` -> `XML|Http`. */
const CAMEL_BREAK = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * Names written in camelCase that are one word to a reader (products,
 * languages, platforms the docs mention), kept whole: split, `JavaScript`
 * would answer `java` and `GitHub` would answer `git`. Lower case.
 */
export const WHOLE_WORDS = new Set([
  'javascript',
  'typescript',
  'coffeescript',
  'github',
  'gitlab',
  'bitbucket',
  'circleci',
  'teamcity',
  'appveyor',
  'devops',
  'testcafe',
  'webdriverio',
  'leanft',
  'nuget',
  'pypi',
  'rubygems',
  'cocoapods',
  'webkit',
  'webgl',
  'devtools',
  'swiftui',
  'androidx',
  'macos',
  'ios',
  'ipados',
  'iphone',
  'ipad',
  'powershell',
]);

/**
 * The words of a text as MiniSearch tokenizes it, but for a dot that opens a
 * word, which stays (`.NET 8` -> `.NET`, `8`; `eyes.check` -> `eyes`, `check`),
 * and a single letter's `#` (`C#`).
 * @param {string} text
 * @returns {string[]}
 */
export function tokenize(text) {
  return text.match(WORD) ?? [];
}

/**
 * The words of a camelCase or PascalCase name (`setMatchLevel` -> `set`,
 * `Match`, `Level`); one word, or a name of `WHOLE_WORDS`, gives itself.
 * @param {string} word
 * @returns {string[]}
 */
export function identifierParts(word) {
  if (WHOLE_WORDS.has(word.toLowerCase())) return [word];
  return word.split(CAMEL_BREAK);
}

/**
 * @typedef {{ stopWords: readonly string[], minTermLength: number }} TermSettings
 *   how the data files say terms are processed (the titles file carries them for both indexes)
 */

/**
 * The term processing of the indexes and of queries, for MiniSearch's
 * options (the same settings at build time and in the browser):
 * - `indexTerms`: the terms a word is indexed under (`setMatchLevel` ->
 *   `setmatchlevel`, `set`, `match`, `level`; `.NET` -> `.net`, `net`;
 *   `C#` -> `c#`, `.net`), or
 *   `null` for a stop word or a short one;
 * - `queryTerm`: the term a query's word looks for (lower case, whole).
 * @param {TermSettings} settings
 */
export function termProcessors({ stopWords, minTermLength }) {
  const skipped = new Set(stopWords);
  /** @param {string} term */
  const keep = (term) => term.length >= minTermLength && !skipped.has(term);
  /**
   * @param {string} word
   * @returns {string | null}
   */
  const queryTerm = (word) => {
    const lower = word.toLowerCase();
    return keep(lower) ? lower : null;
  };
  /**
   * @param {string} word
   * @returns {string[] | null}
   */
  const indexTerms = (word) => {
    const whole = queryTerm(word);
    if (whole === null) return null;
    const bare = word.startsWith('.') ? word.slice(1) : word;
    const parts = identifierParts(bare).map((part) => part.toLowerCase());
    const terms = new Set([
      whole,
      ...(ALSO_INDEXED_AS.get(whole) ?? []),
      ...(bare === word ? [] : [bare.toLowerCase()]),
      ...(parts.length > 1 ? parts : []),
    ]);
    return [...terms].filter(keep);
  };
  return { indexTerms, queryTerm };
}

/**
 * MiniSearch's options for processing terms: `tokenize` and `indexTerms` to
 * index, `tokenize` and `queryTerm` to search (as `searchOptions`).
 * @param {TermSettings} settings
 */
export function termOptions(settings) {
  const { indexTerms, queryTerm } = termProcessors(settings);
  return { tokenize, processTerm: indexTerms, searchOptions: { tokenize, processTerm: queryTerm } };
}
