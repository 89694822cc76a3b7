import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { profileOf, SDK_PROFILES, type SdkProfile } from './profiles';
import { renderSdkPages, type RenderedSdkPage } from './render';
import { pageMarkdown } from './templates/markdown';

const pages = new Map(renderSdkPages().map((page) => [page.docId, page]));
const page = (docId: string): RenderedSdkPage => {
  const found = pages.get(docId);
  if (!found) throw new Error(`no page ${docId}`);
  return found;
};
const ufgPage = (p: SdkProfile) => page(`sdks/${p.folder}/ufg`);
const hasUfgPage = (p: SdkProfile) => pages.has(`sdks/${p.folder}/ufg`);

/** Every text of a tree, or only its prose (code blocks left out). */
function textOf(tree: Root, { code }: { code: boolean }): string {
  const parts: string[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children as RootContent[]) {
      if (child.type === 'text') parts.push(child.value);
      if (child.type !== 'element') continue;
      if (!code && child.tagName === 'pre') continue;
      walk(child);
    }
  };
  walk(tree);
  return parts.join(' ');
}

/** A page's text with the SDK's own names (name, package, folder) replaced, so only the teaching differs. */
function withoutNames(p: SdkProfile, text: string): string {
  return [p.name, p.entry.shortName, p.entry.packageName, p.folder]
    .sort((a, b) => b.length - a.length)
    .reduce((out, name) => out.split(name).join('<SDK>'), text);
}

const JS_WEB = ['selenium-js', 'puppeteer', 'testcafe', 'protractor', 'leanft-js', 'appium-js-web', 'webdriverio'];

describe('Ultrafast Grid page of the JavaScript SDKs', () => {
  const pairs = JS_WEB.flatMap((a, i) => JS_WEB.slice(i + 1).map((b) => [a, b] as const));

  it.each(pairs)('%s and %s teach different set-ups, in prose and in code', (a, b) => {
    for (const code of [false, true]) {
      const [left, right] = [a, b].map((folder) =>
        withoutNames(profileOf(folder), textOf(ufgPage(profileOf(folder)).tree, { code })),
      );
      expect(left, `${a} vs ${b}${code ? ' (with code)' : ' (prose)'}`).not.toBe(right);
    }
  });

  it.each([
    ['selenium-js', ["new Builder().forBrowser('chrome')", 'VisualGridRunner']],
    ['webdriverio', ['wdio.conf.js', 'EyesService', 'browsersInfo', 'browser.eyesCheck(']],
    ['puppeteer', ['puppeteer.launch()', 'browser.newPage()', 'never Safari or another WebKit browser']],
    ['testcafe', ["fixture('Checkout')", 'async (t) =>', 'eyes.open(t,']],
    ['protractor', ['onPrepare()', 'browser.params.eyes', 'end-of-life']],
    ['leanft-js', ['Web.Browser.launch', 'LFT.init()']],
    ['appium-js-web', ['IosDeviceInfo', 'AndroidDeviceInfo', 'iPhone']],
  ])('%s configures the grid in its own idiom', (folder, idioms) => {
    const text = toString(ufgPage(profileOf(folder)).tree);
    for (const idiom of idioms) expect(text, folder).toContain(idiom);
  });

  it('WebdriverIO uses its service on the quickstart as on the grid page', () => {
    const p = profileOf('webdriverio');
    for (const slug of ['quickstart', 'ufg']) {
      const text = toString(page(`sdks/${p.folder}/${slug}`).tree);
      expect(text, slug).toContain('EyesService');
      expect(text, slug).toContain('browser.eyesCheck(');
      expect(text, slug).not.toContain('new Eyes(');
    }
  });

  it('Protractor quickstart ends with the Jasmine hook, not the Mocha one', () => {
    const text = toString(page('sdks/protractor/quickstart').tree);
    expect(text).toContain('afterAll(');
    expect(text).not.toMatch(/\bafter\(/);
  });
});

describe('Ultrafast Grid page of mobile web SDKs', () => {
  const mobileWeb = SDK_PROFILES.filter((p) => p.entry.platform === 'mobile-web');

  it('covers every Appium web SDK', () => {
    expect(mobileWeb.map((p) => p.folder).sort()).toEqual(
      ['appium-csharp-web', 'appium-java-web', 'appium-js-web', 'appium-python-web', 'appium-ruby-web'].sort(),
    );
  });

  it.each(mobileWeb.map((p) => [p.folder, p] as const))('%s names devices and no desktop browser', (_folder, p) => {
    const text = toString(ufgPage(p).tree) + ufgPage(p).frontmatter.description;
    expect(text).toMatch(/iPhone/);
    expect(text).toMatch(/Pixel/);
    expect(text).toMatch(/iOS Safari/);
    expect(text).toMatch(/Android Chrome/);
    expect(text).not.toMatch(/Firefox|\bEdge\b|desktop|BrowserType/i);
    expect(text).not.toMatch(/(?<!iOS )Safari/);
  });

  it.each(mobileWeb.map((p) => [p.folder, p] as const))(
    '%s quickstart does not give the phone a desktop viewport',
    (_folder, p) => {
      const code = textOf(page(`sdks/${p.folder}/quickstart`).tree, { code: true });
      expect(code).not.toMatch(/1200/);
    },
  );
});

describe('Ultrafast Grid page of SDKs without a DOM', () => {
  const noDom = SDK_PROFILES.filter((p) => ['mobile-native', 'images'].includes(p.entry.platform) && hasUfgPage(p));

  it('covers native SDKs (images SDKs have no Ultrafast Grid page)', () => {
    expect(noDom.map((p) => p.folder)).toEqual(expect.arrayContaining(['appium-js-native', 'xcui']));
  });

  it.each(noDom.map((p) => [p.folder, p] as const))('%s does not say the grid renders it', (_folder, p) => {
    const rendered = ufgPage(p);
    const text = toString(rendered.tree);
    expect(text).not.toMatch(/renders each checkpoint|browsers and devices you list|Add browsers/i);
    expect(text).not.toMatch(/VisualGridRunner|addBrowser|add_browser|AddBrowser/);
    expect(text).toContain('does not use the grid');
    expect(rendered.frontmatter.description).not.toMatch(/^Render/);
    const h2 = (rendered.tree.children as RootContent[]).filter(
      (node): node is Element => node.type === 'element' && node.tagName === 'h2',
    );
    expect(h2.map((node) => toString(node))).toContain('Availability');
  });
});

// The UFG pages' text, one per kind of grid use and every JavaScript web framework, kept in files so
// that a change shows in review as a diff of what readers read. Update on purpose:
// `npx vitest run sdk-data/ufg.test.tsx -u` in content/.
describe('rendered text of Ultrafast Grid pages', () => {
  it.each([...JS_WEB, 'appium-python-web', 'appium-js-native'])('%s', async (folder) => {
    const ufg = ufgPage(profileOf(folder));
    const front = `---\ntitle: ${ufg.frontmatter.title}\ndescription: ${ufg.frontmatter.description}\n---\n\n`;
    await expect(front + pageMarkdown(ufg.tree)).toMatchFileSnapshot(`__pages__/${folder}/ufg.md`);
  });
});
