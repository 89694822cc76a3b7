/**
 * Errors and warnings of the content model, and the "closest match first"
 * helpers behind every "unknown id" message, which lists the ids that exist.
 */

/** An error in authored content or configuration: a bad front matter field, an unknown doc id, sidebar or plugin. */
export class ContentError extends Error {
  /** The file the error is about, when there is one (e.g. `content/docs/x.mdx`). */
  readonly file: string | undefined;
  /** The offending field or id (e.g. `sdks[1]`). */
  readonly field: string | undefined;
  /** The values that would have been accepted, closest match first. */
  readonly allowed: readonly string[];

  constructor(message: string, details: { file?: string; field?: string; allowed?: readonly string[] } = {}) {
    super(message);
    this.name = 'ContentError';
    this.file = details.file;
    this.field = details.field;
    this.allowed = details.allowed ?? [];
  }
}

/** Why a {@link ContentWarning} was raised. */
export type ContentWarningCode = 'duplicate-route' | 'unknown-section' | 'broken-anchor';

/** A problem that does not stop the build (duplicate routes and broken anchors are warnings, not errors). */
export interface ContentWarning {
  /** Machine-readable kind of the warning. */
  code: ContentWarningCode;
  /** Human-readable sentence naming the route, file or link. */
  message: string;
  /** Route path the warning is about, when it is about one. */
  path?: string;
}

/**
 * Levenshtein edit distance between two strings (insertions, deletions and
 * substitutions each cost 1).
 *
 * @example editDistance('cypres', 'cypress') // 1
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidates sorted so the closest to `value` comes first. The score is
 * the edit distance (case-insensitive) to the whole candidate or, plus one,
 * between the last path segments (so `overview` finds
 * `getting-started/overview`); at equal score candidates in the same folder
 * as `value` come first, then those containing its last segment, then the
 * original order. Duplicates are removed.
 *
 * @example closestFirst('cypres', ['webdriverio', 'cypress']) // ['cypress', 'webdriverio']
 */
export function closestFirst(value: string, candidates: Iterable<string>): string[] {
  const needle = value.toLowerCase();
  const lastOf = (text: string) => text.split('/').pop() ?? text;
  const needleLast = lastOf(needle);
  const folderOf = (text: string) => text.slice(0, Math.max(0, text.lastIndexOf('/')));
  const needleFolder = folderOf(needle);
  const unique = [...new Set(candidates)];
  const scored = unique.map((candidate, index) => {
    const lower = candidate.toLowerCase();
    const contains = needleLast.length > 0 && lower.includes(needleLast) ? 0 : 1;
    const sameFolder = folderOf(lower) === needleFolder ? 0 : 1;
    const distance = Math.min(editDistance(needle, lower), editDistance(needleLast, lastOf(lower)) + 1);
    return { candidate, index, distance, sameFolder, contains };
  });
  scored.sort(
    (x, y) => x.distance - y.distance || x.sameFolder - y.sameFolder || x.contains - y.contains || x.index - y.index,
  );
  return scored.map((entry) => entry.candidate);
}

/** What kind of id could not be found, for {@link unknownIdError}. */
export type IdKind = 'doc id' | 'sidebar' | 'docs plugin' | 'SDK filter';

/** How many of the available ids an "unknown id" message names: the closest ones. */
export const CLOSEST_IDS_SHOWN = 5;

/**
 * The error raised when an id is not known: it names the id, where it was
 * asked for, and the {@link CLOSEST_IDS_SHOWN} closest available ids, with how
 * many more there are (a site has hundreds of doc ids; `allowed` holds them all).
 *
 * @param kind - what the id names (`doc id`, `sidebar`, `docs plugin`, `SDK filter`).
 * @param id - the id that was asked for.
 * @param available - every id that exists.
 * @param where - optional context, e.g. `in sidebar "tutorialSidebar"`.
 */
export function unknownIdError(kind: IdKind, id: string, available: Iterable<string>, where?: string): ContentError {
  const allowed = closestFirst(id, available);
  const context = where ? ` ${where}` : '';
  const shown = allowed.slice(0, CLOSEST_IDS_SHOWN);
  const more = allowed.length - shown.length;
  const list = allowed.length > 0 ? [...shown, ...(more > 0 ? [`and ${more} more`] : [])].join(', ') : '(none)';
  return new ContentError(`Unknown ${kind} "${id}"${context}. Available ids, closest first: ${list}`, {
    field: id,
    allowed,
  });
}
