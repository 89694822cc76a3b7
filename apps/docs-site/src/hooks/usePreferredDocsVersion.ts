import { browserStorage, type StorageLike } from '@docs/docs-chrome';
import type { DocsVersion } from '@docs/content-model';
import { useEffect } from 'react';

/** The site's one docs plugin and its one version, `current` (the docs are not versioned). */
export const DOCS_PLUGIN_ID = 'default';
export const DOCS_VERSION: DocsVersion['name'] = 'current';

/** Storage key of the preferred docs version of a docs plugin (one key per plugin). */
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/**
 * Remembers the docs version the reader reads, per docs plugin, when a docs
 * page is visited (not the blog or other pages). With one version this is
 * always `current`; a stored name that is no longer a version is replaced.
 */
export function usePreferredDocsVersion(isDocsPage: boolean, storage: StorageLike = browserStorage): void {
  useEffect(() => {
    if (!isDocsPage) return;
    const key = preferredVersionKey(DOCS_PLUGIN_ID);
    if (storage.getItem(key) !== DOCS_VERSION) storage.setItem(key, DOCS_VERSION);
  }, [isDocsPage, storage]);
}
