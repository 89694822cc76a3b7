import { sdksInclude } from '@docs/content-model';
import { canonicalSdk, sdkForPath, type SdkKey } from '@docs/sdk-catalog';
import { MIN_RELATIVE_SCORE } from './searchIndex';

/** How a page relates to the reader's SDK: written for it, general docs, or for other SDKs only. */
export type SdkRelation = 'sdk' | 'general' | 'other';

/** What ranking needs of a page. */
export interface RankPage {
  path: string;
  title: string;
  /** The SDKs the page is for; `undefined` for general docs. */
  sdks?: readonly SdkKey[];
}

/** What ranking needs of a section (a document of the index). */
export interface RankSection {
  page: number;
  anchor: string;
  heading: string;
  excerpt: string;
}

/** A match from the index, best first as MiniSearch gives them. */
export interface SearchHit {
  id: number;
  score: number;
  terms: readonly string[];
}

export interface RankedResult {
  /** The section's id in the index, as a string. */
  id: string;
  /** Route path with the section's anchor. */
  href: string;
  title: string;
  heading?: string;
  excerpt: string;
  /** The index terms matched, for highlighting. */
  matches: readonly string[];
  sdks?: readonly SdkKey[];
}

export interface RankedGroup {
  relation: SdkRelation;
  results: RankedResult[];
}

export interface RankedResults {
  /** `sdk`, then `general`, then (with `allSdks`) `other`; empty groups left out. */
  groups: RankedGroup[];
  /** Results of other SDKs left out because `allSdks` is off. */
  hiddenCount: number;
}

export interface RankOptions {
  /** The reader's SDK. */
  sdk: SdkKey;
  /** Include pages written for other SDKs only. */
  allSdks: boolean;
  /** Most results per group; default 8. */
  perGroup?: number;
  /** Most sections of one page; default 3. */
  perPage?: number;
  /** Matches scoring under this share of the best one are noise (a stray fuzzy match); default `MIN_RELATIVE_SCORE`. */
  minRelativeScore?: number;
}

/**
 * The SDKs a page is for: the SDK that owns its path (`sdks/<key>/…`,
 * `playwright/…`), else the SDKs of its `sdks` front matter, else none
 * (`undefined`: general docs, as for `sdks: [all]`).
 */
export function pageSdks(path: string, frontMatter?: readonly string[]): SdkKey[] | undefined {
  const owner = sdkForPath(path);
  if (owner) return [owner];
  const keys = (frontMatter ?? []).map((key) => canonicalSdk(key)).filter((key) => key !== undefined);
  return keys.length > 0 ? [...new Set(keys)] : undefined;
}

/** How a page with these SDKs relates to the reader's SDK. */
export function sdkRelation(sdks: readonly SdkKey[] | undefined, sdk: SdkKey): SdkRelation {
  if (!sdks) return 'general';
  return sdksInclude(sdks, sdk) ? 'sdk' : 'other';
}

/** `/a/b` and `#c` -> `/a/b#c`; no anchor for the top of a page. */
export function resultHref(path: string, anchor: string): string {
  return anchor ? `${path}#${anchor}` : path;
}

const ORDER: readonly SdkRelation[] = ['sdk', 'general', 'other'];

/**
 * Puts index matches in the order a reader wants: results for their SDK
 * first, then the general docs, then (only with `allSdks`) pages for other
 * SDKs, each group by score. Leaves out noise (far below the best score) and
 * more than `perPage` sections of one page.
 */
export function rankHits(
  hits: readonly SearchHit[],
  pages: readonly RankPage[],
  sections: readonly RankSection[],
  { sdk, allSdks, perGroup = 8, perPage = 3, minRelativeScore = MIN_RELATIVE_SCORE }: RankOptions,
): RankedResults {
  const groups = new Map<SdkRelation, RankedResult[]>(ORDER.map((relation) => [relation, []]));
  const perPageCount = new Map<number, number>();
  const best = hits[0]?.score ?? 0;
  let hiddenCount = 0;
  // MiniSearch gives hits best first.
  for (const hit of hits) {
    if (hit.score < best * minRelativeScore) break;
    const section = sections[hit.id];
    const page = section && pages[section.page];
    if (!section || !page) continue;
    const shown = perPageCount.get(section.page) ?? 0;
    if (shown >= perPage) continue;
    perPageCount.set(section.page, shown + 1);
    const relation = sdkRelation(page.sdks, sdk);
    if (relation === 'other' && !allSdks) {
      hiddenCount += 1;
      continue;
    }
    const group = groups.get(relation) ?? [];
    if (group.length >= perGroup) continue;
    group.push({
      id: String(hit.id),
      href: resultHref(page.path, section.anchor),
      title: page.title,
      ...(section.heading ? { heading: section.heading } : {}),
      excerpt: section.excerpt,
      matches: hit.terms,
      ...(page.sdks ? { sdks: page.sdks } : {}),
    });
  }
  return {
    groups: ORDER.map((relation) => ({ relation, results: groups.get(relation) ?? [] })).filter(
      (group) => group.results.length > 0,
    ),
    hiddenCount,
  };
}
