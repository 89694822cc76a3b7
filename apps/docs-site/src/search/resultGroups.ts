import type { SearchResultGroup } from '@docs/docs-chrome';
import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import type { RankedResults, SdkRelation } from './ranking';

/** The name of one SDK, or of the first with how many more: `Espresso +2`. */
export function sdkListLabel(sdks: readonly SdkKey[]): string {
  const [first, ...rest] = sdks;
  if (!first) return '';
  const name = SDK_CATALOG[first].name;
  return rest.length === 0 ? name : `${name} +${rest.length}`;
}

/**
 * Heading of a group of results: the reader's SDK, the SDK the query names
 * (`TestCafe`; `SDKs you searched for` when it names several), `General
 * docs` (and `More general docs` for those ranked below the reader's SDK's
 * group), `Other SDKs`.
 */
export function groupLabel(relation: SdkRelation, sdk: SdkKey, named: readonly SdkKey[] = [], more = false): string {
  if (more) return 'More general docs';
  if (relation === 'sdk') return SDK_CATALOG[sdk].name;
  if (relation === 'named')
    return named.length === 1 && named[0] ? SDK_CATALOG[named[0]].name : 'SDKs you searched for';
  return relation === 'general' ? 'General docs' : 'Other SDKs';
}

/**
 * Ranked results as the search dialog shows them: each result for an SDK
 * labelled with it (the reader's SDK for pages that include it, else the
 * page's own), general docs without a label.
 */
export function resultGroups(ranked: RankedResults, sdk: SdkKey): SearchResultGroup[] {
  return ranked.groups.map(({ relation, results, sdks: named, more }) => ({
    id: more ? `${relation}-more` : relation,
    label: groupLabel(relation, sdk, named, more),
    results: results.map(({ sdks, ...result }) => {
      const badge = relation === 'sdk' ? SDK_CATALOG[sdk].name : sdks ? sdkListLabel(sdks) : undefined;
      return badge ? { ...result, badge } : result;
    }),
  }));
}
