// @vitest-environment node
import { breadcrumbs, docPath, previousAndNext, sidebarFor, type SidebarItem } from '@docs/content-model';
import { DEFAULT_SDK, SDK_KEYS, sdkForPath, sidebarModeForPath } from '@docs/sdk-catalog';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sidebarPages } from '../../build/sidebar-labels';
import { sdkPageSource } from '../../build/sdk-pages/source';
import { resolveTutorialSidebar, sidebarPagesFromFiles } from './sidebarResolve';
import {
  mergeSidebarSections,
  sidebarSectionsFor,
  sidebarSectionsForPage,
  splitSidebarSections,
  type SidebarSectionKey,
} from './sidebarSectionModel';

const contentDir = join(import.meta.dirname, '../../../../content');
// The MDX pages and the SDK pages rendered from templates, as the build lists them.
const { files, labels, sdks } = await sidebarPages(join(contentDir, 'docs'), sdkPageSource(contentDir));
const pages = sidebarPagesFromFiles(files);
const whole = resolveTutorialSidebar(pages, labels, sdks);
const sections = splitSidebarSections(whole);
const merged = (keys: SidebarSectionKey[]): SidebarItem[] =>
  mergeSidebarSections(keys.map((key) => sections[key] ?? []));

describe('sidebar sections', () => {
  it('are docs plus one section per SDK group, none of them empty', () => {
    const keys = Object.keys(sections);
    expect(keys[0]).toBe('docs');
    expect(keys).toContain('sdk/selenium-java');
    expect(keys).toContain('sdk/playwright-ts');
    expect(keys.length).toBe(1 + SDK_KEYS.length);
    for (const items of Object.values(sections)) expect(items.length).toBeGreaterThan(0);
  });

  it('keep SDK groups out of docs and everything else out of an SDK section', () => {
    const json = JSON.stringify(sections.docs);
    expect(json).not.toContain('"sdk":');
    expect(json).toContain('"label":"Test Manager"');
    const [sdks] = sections['sdk/selenium-java'] ?? [];
    expect(sdks).toMatchObject({ type: 'category', label: 'SDKs' });
    expect(sdks?.type === 'category' && sdks.items.map((item) => item.label)).toEqual(['Selenium Java']);
  });

  it('merge back into the whole sidebar', () => {
    expect(merged(Object.keys(sections) as SidebarSectionKey[])).toEqual(whole);
  });

  // Every doc page, as the reader first sees it: the view its URL decides (its own SDK and sidebar mode).
  it.each(pages.map((page) => docPath(page.docId)))(
    '%s gets the same sidebar, breadcrumbs and pagination from its sections',
    (path) => {
      const docId = pages.find((page) => docPath(page.docId) === path)?.docId ?? '';
      const view = { path, mode: sidebarModeForPath(path), sdk: sdkForPath(path) ?? DEFAULT_SDK };
      const partial = merged(sidebarSectionsForPage(path));
      const shown = sidebarFor(partial, view);
      expect(shown).toEqual(sidebarFor(whole, view));
      expect(breadcrumbs(partial, docId)).toEqual(breadcrumbs(whole, docId));
      expect(previousAndNext(shown, docId)).toEqual(previousAndNext(sidebarFor(whole, view), docId));
    },
  );

  it('give the docs view for every SDK from the docs section alone', () => {
    for (const sdk of SDK_KEYS) {
      const view = { sdk, mode: 'docs' as const, path: '/concepts/best-practices/ocr' };
      expect(sidebarSectionsFor(view)).toEqual(['docs']);
      expect(sidebarFor(sections.docs ?? [], view)).toEqual(sidebarFor(whole, view));
    }
  });

  it('name the section a view needs', () => {
    expect(sidebarSectionsFor({ sdk: 'cypress', mode: 'api', path: '/sdks/cypress/quickstart' })).toEqual([
      'sdk/cypress',
    ]);
    expect(
      sidebarSectionsFor({ sdk: 'cypress', mode: 'api', path: '/tutorials/reference/server-api/date-format' }),
    ).toEqual(['docs']);
    expect(sidebarSectionsForPage('/playwright/integration-with-playwright')).toEqual(['docs', 'sdk/playwright-ts']);
    expect(sidebarSectionsForPage('/sdks/storybook-angular/quickstart')).toEqual(['sdk/storybook']);
    expect(sidebarSectionsForPage('/')).toEqual(['docs']);
  });
});
