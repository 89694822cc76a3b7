import {
  GENERAL_DOC_IDS,
  QUICKSTART_LABEL,
  resolveSidebar,
  sdkFolderDocIds,
  SDK_REFERENCE_LABEL,
  sidebarFor,
  sidebarLinks,
  type SidebarCategory,
  type SidebarItem,
} from '@docs/content-model';
import { SDK_KEYS } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import tutorialSidebar, { SDK_FOLDERS } from './sidebars';

const sdkDocIds = SDK_FOLDERS.flatMap(sdkFolderDocIds);
const sidebar = resolveSidebar(tutorialSidebar, { docIds: [...GENERAL_DOC_IDS, ...sdkDocIds] });
const links = sidebarLinks(sidebar);

function categories(items: readonly SidebarItem[]): SidebarCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
}

describe('tutorialSidebar', () => {
  it('resolves against the required general docs with no unknown id', () => {
    expect(sidebar.length).toBeGreaterThan(0);
  });

  it('has Test Manager as its top link', () => {
    expect(sidebar[0]).toMatchObject({
      type: 'link',
      label: 'Test Manager',
      docId: 'concepts/eyes-test-manager/index',
      href: '/concepts/eyes-test-manager',
    });
  });

  it('links every general doc exactly once', () => {
    const general = links.filter((link) => !link.docId.startsWith('sdks/')).map((link) => link.docId);
    expect([...general].sort()).toEqual([...GENERAL_DOC_IDS].sort());
  });

  it('links every SDK page exactly once', () => {
    const sdkLinks = links.filter((link) => link.docId.startsWith('sdks/')).map((link) => link.docId);
    expect([...sdkLinks].sort()).toEqual([...sdkDocIds].sort());
  });

  it.each(SDK_KEYS)('has a Quickstart entry and an SDK reference for %s', (sdk) => {
    const group = categories(sidebar).find((category) => category.sdk === sdk);
    expect(group, sdk).toBeDefined();
    const api = sidebarFor(sidebar, { sdk, mode: 'api' });
    expect(api[0]).toMatchObject({ type: 'link', label: QUICKSTART_LABEL, sdks: [sdk] });
    const reference = api.find((item) => item.type === 'category' && item.label === SDK_REFERENCE_LABEL);
    expect(Boolean(reference)).toBe(sdk !== 'image-tester');
  });

  it('shows the Playwright section only to playwright-ts and native mobile pages only to native SDKs', () => {
    const ids = (sdk: (typeof SDK_KEYS)[number]) =>
      sidebarLinks(sidebarFor(sidebar, { sdk, mode: 'docs' })).map((link) => link.docId);
    expect(ids('playwright-ts')).toContain('playwright/index');
    expect(ids('cypress')).not.toContain('playwright/index');
    expect(ids('espresso')).toContain('concepts/best-practices/native-mobile-library');
    expect(ids('cypress')).not.toContain('concepts/best-practices/native-mobile-library');
    expect(ids('cypress')).toContain('reference/server-api/index');
    expect(ids('cypress').some((id) => id.startsWith('sdks/'))).toBe(false);
  });

  it('gives the server API reference in api mode on its pages', () => {
    const api = sidebarFor(sidebar, { sdk: 'cypress', mode: 'api', path: '/reference/server-api/authentication' });
    expect(sidebarLinks(api).map((link) => link.docId)).toHaveLength(14);
    expect(sidebarLinks(api).every((link) => link.docId.startsWith('reference/server-api/'))).toBe(true);
  });
});
