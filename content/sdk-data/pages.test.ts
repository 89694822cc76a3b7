import { sdkFolderDocIds } from '@docs/content-model';
import { SDK_CATALOG } from '@docs/sdk-catalog';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDK_FOLDERS } from '../sidebars';
import { renderSdkPages } from './pages';
import { SDK_PROFILES } from './profiles';
import { quickstart } from './snippets';

const docs = join(import.meta.dirname, '../docs');
const pages = renderSdkPages();

describe('SDK pages', () => {
  it('renders exactly the pages of the sidebar folders', () => {
    const expected = SDK_FOLDERS.flatMap(sdkFolderDocIds).map((id) => `${id}.mdx`);
    expect(pages.map((page) => page.path).sort()).toEqual(expected.sort());
  });

  it('match the committed files (run node tools/content/generate-sdk-pages.mjs after changing the data)', () => {
    const committed = readdirSync(join(docs, 'sdks'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `sdks/${file.split('\\').join('/')}`)
      .sort();
    expect(committed).toEqual(pages.map((page) => page.path).sort());
    const stale = pages.filter((page) => readFileSync(join(docs, page.path), 'utf8') !== page.content);
    expect(stale.map((page) => page.path)).toEqual([]);
  });

  it('install the catalogue package with the catalogue command on every quickstart', () => {
    for (const profile of SDK_PROFILES) {
      const page = pages.find((p) => p.path === `sdks/${profile.folder}/quickstart.mdx`);
      expect(page?.content, profile.folder).toContain(
        `\`\`\`${profile.entry.installLanguage}\n${profile.entry.installCommand}\n\`\`\``,
      );
      expect(page?.content).toContain(`sdks: [${profile.sdk}]`);
    }
  });

  it('write quickstart code in the SDK language and with its package', () => {
    for (const profile of SDK_PROFILES.filter((p) => p.binding === 'oo')) {
      const main = quickstart(profile).at(-1);
      const lang = profile.entry.language;
      expect(main?.lang, profile.folder).toBe(lang);
      const stem = profile.entry.packageName
        .replace(/^io\.eyessdk:eyes-sdk-|^eyes-sdk[-/]|^EyesSdk\.?|^@eyes-sdk\//, '')
        .toLowerCase();
      expect(main?.code.toLowerCase(), profile.folder).toContain(stem);
    }
  });

  it('use framework set-up: Cypress commands, Appium capabilities, Robot keywords, Storybook command', () => {
    const text = (path: string) => pages.find((p) => p.path === path)?.content ?? '';
    expect(text('sdks/cypress/quickstart.mdx')).toContain('cy.eyesCheckWindow');
    expect(text('sdks/appium-java-web/quickstart.mdx')).toContain('withBrowserName("Chrome")');
    expect(text('sdks/appium-java-native/quickstart.mdx')).toContain('setApp(');
    expect(text('sdks/robot/quickstart.mdx')).toContain('Eyes Check    Target Window');
    expect(text('sdks/storybook-angular/quickstart.mdx')).toContain('ng run shop:storybook');
    expect(text('sdks/espresso/quickstart.mdx')).toContain('androidTestImplementation');
    expect(text('sdks/images-python/quickstart.mdx')).toContain('Target.image(');
  });

  it('have one h1, a title naming the SDK, and stay small', () => {
    for (const page of pages) {
      const body = page.content.replace(/```[\s\S]*?```/g, '');
      expect(body.match(/^# /gm), page.path).toHaveLength(1);
      const folder = page.path.split('/')[1] ?? '';
      const profile = SDK_PROFILES.find((p) => p.folder === folder);
      expect(page.content, page.path).toContain(profile?.name ?? SDK_CATALOG.cypress.name);
      expect(page.content.length, page.path).toBeLessThan(12_000);
    }
  });

  it('has no unique member anchors clash on reference pages', () => {
    for (const page of pages.filter((p) => p.path.includes('/reference/'))) {
      const names = [...page.content.matchAll(/<SdkMember name="([^"]+)"/g)].map((m) =>
        (m[1] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      );
      expect(new Set(names).size, page.path).toBe(names.length);
      expect(names.length, page.path).toBeGreaterThan(0);
    }
  });
});
