/**
 * The prose of the guides fits what the SDK does: grid-only SDKs are not offered a classic
 * runner, commands are not described as calls the reader makes, SDKs that capture nothing or
 * render nothing are not told about capture or render concurrency, changelogs spell members as
 * the SDK does and name only APIs it has, and Angular readers get Angular stories.
 */
import { readFileSync } from 'node:fs';
import { MATCH_LEVELS } from '@docs/sdk-catalog';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { API_CLASSES } from './api';
import { SDK_PROFILES } from './profiles';
import { renderSdkPages, type RenderedSdkPage } from './render';
import { memberLabel } from './signatures';
import { STORYBOOK_MINIMUM } from './suites';
import tutorialSidebar from '../sidebars';

const pages = new Map(renderSdkPages().map((page) => [page.docId, page]));
const page = (docId: string): RenderedSdkPage => {
  const found = pages.get(docId);
  if (!found) throw new Error(`no page ${docId}`);
  return found;
};
const text = (docId: string) => toString(page(docId).tree);

function elements(tree: Root, tag: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === tag) found.push(child);
      walk(child);
    }
  };
  walk(tree);
  return found;
}
const blocks = (docId: string, tag: 'p' | 'pre') => elements(page(docId).tree, tag).map((node) => toString(node));

const noGrid = SDK_PROFILES.filter((p) => !p.ctx.browser && p.binding !== 'cli');

describe('Storybook and Cypress pages (finding 9)', () => {
  it('offer no classic runner to SDKs that always render on the grid', () => {
    for (const folder of ['storybook', 'storybook-angular', 'cypress']) {
      expect(text(`sdks/${folder}/runners`), folder).not.toMatch(/classic runner/);
      expect(text(`sdks/${folder}/runners`), folder).toContain('There is no runner to choose');
    }
  });

  it('describe what the Storybook command does per story, not calls the reader never makes', () => {
    const eyes = text('sdks/storybook/eyes');
    expect(eyes).not.toContain('closing and waiting');
    expect(eyes).not.toContain('One Eyes test per test case');
    expect(eyes).toContain('What the command does for each story');
  });

  it('do not advise one or two checkpoints where every story or file is one', () => {
    for (const folder of ['storybook', 'storybook-angular', 'image-tester']) {
      expect(text(`sdks/${folder}/index`), folder).not.toContain('one or two checkpoints');
    }
  });

  it('keep the Storybook changelog to what Storybook has', () => {
    const changes = text('sdks/storybook/changelog');
    expect(changes).not.toMatch(/Target|Runner summaries|pages with sticky headers|scrolling or stitching/);
  });
});

describe('native and images runners and Ultrafast Grid pages (finding 12)', () => {
  it('do not say the Images SDK captures screenshots', () => {
    for (const p of SDK_PROFILES.filter((candidate) => candidate.family === 'images')) {
      expect(text(`sdks/${p.folder}/runners`), p.folder).not.toContain('captures screenshots');
    }
  });

  it('do not speak of render concurrency where nothing is rendered', () => {
    expect(noGrid.length).toBeGreaterThanOrEqual(14);
    for (const p of noGrid) {
      expect(text(`sdks/${p.folder}/runners`), p.folder).not.toMatch(/queues renders|Concurrency is capped/);
    }
  });

  it('do not repeat the runners page on the Ultrafast Grid page', () => {
    for (const p of noGrid.filter((candidate) => pages.has(`sdks/${candidate.folder}/ufg`))) {
      const runners = new Set([
        ...blocks(`sdks/${p.folder}/runners`, 'p'),
        ...blocks(`sdks/${p.folder}/runners`, 'pre'),
      ]);
      const repeated = [...blocks(`sdks/${p.folder}/ufg`, 'p'), ...blocks(`sdks/${p.folder}/ufg`, 'pre')].filter((b) =>
        runners.has(b),
      );
      expect(repeated, p.folder).toEqual([]);
    }
  });
});

describe('changelogs in the SDK’s terms (finding 11)', () => {
  const branchName = API_CLASSES.configuration.members.find((m) => m.name === 'branchName');

  it('spell the branch settings as each SDK spells them', () => {
    if (!branchName) throw new Error('api.ts has no Configuration.branchName');
    for (const p of SDK_PROFILES.filter((candidate) => candidate.binding !== 'cli')) {
      expect(text(`sdks/${p.folder}/changelog`), p.folder).toContain(memberLabel(branchName, p.ctx));
    }
    expect(text('sdks/selenium-python/changelog')).toContain('ignore_displacements');
    expect(text('sdks/selenium-python/changelog')).not.toContain('branchName');
    expect(text('sdks/selenium-csharp/changelog')).toContain('IgnoreDisplacements');
    expect(text('sdks/selenium-java/changelog')).toContain('setParentBranchName');
    expect(text('sdks/robot/changelog')).toContain('parent_branch_name');
  });

  it('speak only of APIs the SDK has', () => {
    expect(text('sdks/robot/changelog')).not.toMatch(/fluent API|overloads|ignoreDisplacements/);
    expect(text('sdks/image-tester/changelog')).not.toMatch(/scrolling or stitching|capture/);
    for (const p of SDK_PROFILES.filter((candidate) => candidate.family === 'images')) {
      expect(text(`sdks/${p.folder}/changelog`), p.folder).not.toMatch(/scrolling or stitching/);
    }
  });

  it('write the Swift minimum as a sentence', () => {
    expect(text('sdks/xcui/changelog')).not.toContain('iOS 15, built with Xcode 14 is the minimum');
    expect(text('sdks/xcui/changelog')).toContain('iOS 15 is the minimum deployment target');
  });
});

describe('Image Tester and Images SDK pages (findings 18, 19)', () => {
  it('list every match level for --match-level and say what "the same machine" means', () => {
    const row = elements(page('sdks/image-tester/configuration').tree, 'tr')
      .map((node) => toString(node))
      .find((cells) => cells.startsWith('--match-level'));
    for (const level of MATCH_LEVELS) expect(row, level.name).toContain(level.name.replace(/\s+/g, ''));
    expect(text('sdks/image-tester/index')).not.toContain('same image in CI');
    expect(text('sdks/image-tester/index')).toContain('same container image');
  });

  it('describe the Images SDK by what it checks, not by its own name', () => {
    for (const p of SDK_PROFILES.filter((candidate) => candidate.family === 'images')) {
      const overview = text(`sdks/${p.folder}/index`);
      expect(overview, p.folder).not.toMatch(/Images SDK tests|already use Images SDK/);
      expect(overview, p.folder).toContain(`your ${p.testRunner} tests`);
    }
  });
});

describe('Storybook for Angular (finding 10)', () => {
  const angular = (slug: string) => blocks(`sdks/storybook-angular/${slug}`, 'pre').join('\n');

  it('shows Angular stories: TypeScript, an Angular component, its module or providers', () => {
    const eyes = angular('eyes');
    expect(eyes).toContain("from '@storybook/angular'");
    expect(eyes).toContain('ButtonComponent');
    expect(eyes).toContain('applicationConfig(');
    expect(eyes).not.toContain("from './Button'");
    const settings = angular('check-settings');
    expect(settings).toContain('moduleMetadata(');
    expect(settings).toContain('OrderSummaryComponent');
    expect(blocks('sdks/storybook-angular/eyes', 'p').join(' ')).toContain('button.component.stories.ts');
  });

  it('keeps React-style stories for Storybook readers', () => {
    expect(blocks('sdks/storybook/eyes', 'pre').join('\n')).toContain("import { Button } from './Button';");
  });

  it('gives Angular readers guides that differ from Storybook’s beyond the title', () => {
    const withoutTitle = (docId: string) =>
      blocks(docId, 'p').concat(blocks(docId, 'pre')).join('\n').replaceAll('Storybook for Angular', 'Storybook');
    for (const slug of ['eyes', 'check-settings', 'configuration', 'runners', 'ufg', 'advanced', 'batch-close']) {
      expect(withoutTitle(`sdks/storybook-angular/${slug}`), slug).not.toBe(withoutTitle(`sdks/storybook/${slug}`));
    }
  });
});

describe('configuration pages of one language, different frameworks (finding 14)', () => {
  /** The paragraphs and list items of a page with the SDK's name taken out. */
  const prose = (folder: string) =>
    [
      ...elements(page(`sdks/${folder}/configuration`).tree, 'p'),
      ...elements(page(`sdks/${folder}/configuration`).tree, 'li'),
    ]
      .map((node) => toString(node))
      .map((block) => block.replaceAll(SDK_PROFILES.find((p) => p.folder === folder)?.name ?? folder, '<SDK>'));

  it.each([
    ['selenium-js', 'puppeteer', 'testcafe', 'protractor', 'leanft-js'],
    ['selenium-ruby', 'capybara', 'watir'],
    ['selenium-csharp', 'playwright-csharp', 'leanft-csharp', 'appium-csharp-web', 'appium-csharp-native'],
    ['selenium-python', 'playwright-python', 'appium-python-web', 'appium-python-native'],
  ])('differ in more than the sentence on where the calls go (%s…)', (...folders) => {
    for (const [i, a] of folders.entries()) {
      for (const b of folders.slice(i + 1)) {
        const other = new Set(prose(b));
        const differing = prose(a).filter((block) => !other.has(block));
        expect(differing.length, `${a} vs ${b}: ${differing.join(' | ')}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('runners pages in the test runner’s terms (finding 14)', () => {
  it('say how the test runner runs in parallel and what that does to the runner', () => {
    expect(text('sdks/selenium-js/runners')).toContain('mocha --parallel');
    expect(text('sdks/selenium-python/runners')).toContain('pytest-xdist');
    expect(text('sdks/capybara/runners')).toContain('parallel_tests');
    expect(text('sdks/selenium-java/runners')).toContain('junit.jupiter.execution.parallel.enabled');
    expect(text('sdks/selenium-csharp/runners')).toContain('[Parallelizable]');
    expect(text('sdks/protractor/runners')).toContain('shardTestFiles');
  });
});

describe('images SDKs, which have no Ultrafast Grid (round 27)', () => {
  const images = SDK_PROFILES.filter((p) => p.family === 'images');

  it('have no Ultrafast Grid page, and no page, sidebar or overview offers one', () => {
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const p of images) {
      expect(pages.has(`sdks/${p.folder}/ufg`), p.folder).toBe(false);
      expect(JSON.stringify(tutorialSidebar), p.folder).not.toContain(`sdks/${p.folder}/ufg`);
      expect(text(`sdks/${p.folder}/index`), p.folder).toContain('no Ultrafast Grid');
    }
    const links = [...pages.values()].flatMap((candidate) =>
      elements(candidate.tree, 'a')
        .map((node) => String(node.properties.href))
        .filter((href) => images.some((p) => href === `/sdks/${p.folder}/ufg`))
        .map((href) => `${candidate.docId} -> ${href}`),
    );
    expect(links).toEqual([]);
  });

  it('keep the page for SDKs that render on the grid, and the availability page of native apps', () => {
    for (const folder of ['cypress', 'selenium-java', 'appium-js-native', 'xcui']) {
      expect(pages.has(`sdks/${folder}/ufg`), folder).toBe(true);
    }
  });
});

describe('writing slips of the fresh-eyes review (round 27)', () => {
  const listItems = (docId: string) => elements(page(docId).tree, 'li').map((node) => toString(node));

  it('does not send quickstart readers to the quickstart', () => {
    for (const p of SDK_PROFILES) {
      expect(text(`sdks/${p.folder}/quickstart`), p.folder).not.toMatch(
        /the quickstart shows|quickstart’s|quickstart's/,
      );
    }
  });

  it('speaks of screens, not pages, in the members of native app SDKs', () => {
    const native = SDK_PROFILES.filter((p) => p.entry.platform === 'mobile-native');
    expect(native.length).toBeGreaterThanOrEqual(6);
    for (const p of native) {
      for (const slug of ['check-settings', 'configuration', 'eyes']) {
        const members = elements(page(`sdks/${p.folder}/reference/${slug}`).tree, 'SdkMember').map((node) =>
          toString(node),
        );
        expect(
          members.filter((description) => /\bpages?\b/.test(description)),
          `${p.folder}/reference/${slug}`,
        ).toEqual([]);
      }
    }
  });

  it('says in plain sentences what Image Tester is for', () => {
    const overview = text('sdks/image-tester/index');
    expect(overview).not.toContain('without writing test code, and to catch');
    expect(overview).toContain('Use it to check the documents and images your build produces');
  });

  it('tells Storybook and Image Tester readers once, in their terms, that names select the baseline', () => {
    for (const [folder, unit] of [
      ['storybook', 'story'],
      ['storybook-angular', 'story'],
      ['image-tester', 'file'],
    ] as const) {
      for (const slug of ['quickstart', 'index']) {
        const naming = listItems(`sdks/${folder}/${slug}`).filter((item) => /stable|renaming/i.test(item));
        expect(naming, `${folder}/${slug}`).toHaveLength(1);
        expect(naming[0], `${folder}/${slug}`).toContain(`${unit} names stable`);
      }
    }
  });

  it('states the Storybook versions as the changelog does, and no version list of its own', () => {
    for (const folder of ['storybook', 'storybook-angular']) {
      expect(text(`sdks/${folder}/changelog`), folder).toContain(`Storybook ${STORYBOOK_MINIMUM} and later`);
      expect(text(`sdks/${folder}/quickstart`), folder).toContain(`Storybook ${STORYBOOK_MINIMUM} or later`);
      expect(text(`sdks/${folder}/quickstart`), folder).not.toMatch(/Storybook \d+ or \d+/);
    }
  });

  it('names only emulated devices the Ultrafast Grid devices page lists', () => {
    const devicesPage = readFileSync(
      new URL('../docs/concepts/test-execution/ultrafast-grid-devices-browsers.mdx', import.meta.url),
      'utf8',
    );
    const emulated = devicesPage.split('## Emulated mobile devices')[1]?.split('\n## ')[0] ?? '';
    // Table rows: | Pixel 7 | `PIXEL_7` | ... : the device's name and its name in code.
    const rows = [...emulated.matchAll(/^\| ([^|]+?) \| `(\w+)` \|/gm)];
    const names = new Set(rows.map((row) => row[1]));
    const codes = new Set(rows.map((row) => row[2]));
    expect(names.size).toBeGreaterThanOrEqual(5);
    const samples = [...pages.values()].flatMap((candidate) =>
      elements(candidate.tree, 'code').map((node) => [candidate.docId, toString(node)] as const),
    );
    const problems: string[] = [];
    for (const [docId, sample] of samples) {
      for (const m of sample.matchAll(/device_?[nN]ame: '?([^',}]+)'?/g)) {
        if (!(m[1] ?? '').startsWith('DeviceName') && !names.has(m[1])) problems.push(`${docId}: ${m[1]}`);
      }
      for (const m of sample.matchAll(/\bDeviceName(?:\.|::)(\w+)/g)) {
        const code = (m[1] ?? '').replace(/([a-z])([A-Z0-9])/g, '$1_$2').toUpperCase();
        if (!codes.has(code)) problems.push(`${docId}: DeviceName ${m[1]}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
