import { sdkForPath, sidebarModeForPath } from '@docs/sdk-catalog';

/**
 * Sidebar entries that only some SDKs see, on pages where only the stored SDK
 * decides which (general docs: the URL names no SDK). The server cannot know
 * that SDK, and React must hydrate the markup the server made, so those pages
 * render the entries of every SDK, each marked `data-sdks="<keys>"`
 * (`Sidebar`'s `markSdks`), and a stylesheet rule hides the ones the reader's
 * SDK does not see before the first paint (`hideOtherSdksEntries` in
 * head/prePaint.ts). Once the stored SDK has been read, the app renders that
 * SDK's own sidebar, which looks the same.
 */

/** Whether the docs sidebar on the page at `path` depends on the stored SDK alone. */
export function storedSdkDecidesSidebar(path: string): boolean {
  return sdkForPath(path) === undefined && sidebarModeForPath(path) === 'docs';
}

/** The rule that hides the entries an SDK does not see; `{sdk}` stands for its key. */
export const SDK_ENTRIES_RULE = '[data-sdks]:not([data-sdks~="{sdk}"]) { display: none; }';
