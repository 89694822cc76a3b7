import { sdkFolderDocIds } from '@docs/content-model';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import {
  apiKeyStepProblems,
  environmentVariableProblems,
  formatProblems,
  packageVersionProblems,
  resultsUiNameProblems,
  serverUrlProblems,
  type FactProblem,
} from '../product-facts';
import { SDK_VERSION } from '@docs/sdk-catalog';
import { SDK_FOLDERS } from '../sidebars';
import { SDK_PROFILES, type Family } from './profiles';
import { renderSdkPages, type RenderedSdkPage } from './render';
import { quickstart } from './snippets';
import { suiteContext } from './suites';
import { pageMarkdown } from './templates/markdown';

const pages = renderSdkPages();
const byId = new Map(pages.map((page) => [page.docId, page]));
const page = (docId: string): RenderedSdkPage => {
  const found = byId.get(docId);
  if (!found) throw new Error(`no page ${docId}`);
  return found;
};
const text = (docId: string) => toString(page(docId).tree);

function elements(tree: Root, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (test(child)) found.push(child);
      walk(child);
    }
  };
  walk(tree);
  return found;
}

describe('SDK pages', () => {
  it('renders exactly the pages of the sidebar folders', () => {
    const expected = SDK_FOLDERS.flatMap(sdkFolderDocIds);
    expect(pages.map((p) => p.docId).sort()).toEqual(expected.sort());
  });

  it('install the catalogue package with the catalogue command on every quickstart', () => {
    for (const profile of SDK_PROFILES) {
      const quick = page(`sdks/${profile.folder}/quickstart`);
      const [install] = elements(quick.tree, (node) => node.tagName === 'SdkInstall');
      const lines = install ? elements({ type: 'root', children: [install] }, (node) => node.tagName === 'pre') : [];
      expect(
        lines.map((node) => toString(node)),
        profile.folder,
      ).toEqual([profile.entry.installCommand, ...(profile.entry.pomDependency ? [profile.entry.pomDependency] : [])]);
      expect(quick.frontmatter.sdks).toEqual([profile.sdk]);
    }
  });

  it('give Java readers Gradle and Maven as tabs, both at the pinned release the changelog names', () => {
    const maven = SDK_PROFILES.filter((p) => p.entry.registry === 'maven' && p.family !== 'espresso');
    expect(maven.length).toBeGreaterThanOrEqual(5);
    for (const profile of maven) {
      const quick = page(`sdks/${profile.folder}/quickstart`);
      const tabs = elements(quick.tree, (node) => node.tagName === 'CodeTab').map(
        (node) => (node.data as { props: { label: string } }).props.label,
      );
      expect(tabs, profile.folder).toEqual(['Gradle', 'Maven']);
      expect(text(`sdks/${profile.folder}/quickstart`), profile.folder).toContain(`<scope>test</scope>`);
      expect(text(`sdks/${profile.folder}/quickstart`), profile.folder).toContain(`:${SDK_VERSION}")`);
    }
    for (const profile of SDK_PROFILES.filter((p) => p.binding !== 'cli')) {
      const newest = elements(page(`sdks/${profile.folder}/changelog`).tree, (node) => node.tagName === 'h2')
        .map((node) => toString(node))
        .find((heading) => /^\d+\.\d+\.\d+/.test(heading));
      expect(newest, profile.folder).toMatch(new RegExp(`^${SDK_VERSION.replaceAll('.', '\\.')}\\b`));
    }
    // No SDK page offers Gradle's dynamic version, which Maven does not accept.
    expect(pages.filter((p) => toString(p.tree).includes('latest.release')).map((p) => p.docId)).toEqual([]);
  });

  it('tell Maven readers how to run the tests, and pytest readers how to see the printed results', () => {
    expect(text('sdks/selenium-java/quickstart')).toContain('mvn test');
    expect(text('sdks/selenium-python/quickstart')).toContain('pytest -s tests/test_checkout.py');
  });

  it('write quickstart code in the SDK language and with its package', () => {
    for (const profile of SDK_PROFILES.filter((p) => p.binding === 'oo')) {
      const main = quickstart(profile).at(-1);
      expect(main?.lang, profile.folder).toBe(profile.entry.language);
      const stem = profile.entry.packageName
        .replace(/^io\.eyessdk:eyes-sdk-|^eyes-sdk[-/]|^EyesSdk\.?|^@eyes-sdk\//, '')
        .toLowerCase();
      expect(main?.code.toLowerCase(), profile.folder).toContain(stem);
    }
  });

  it('use framework set-up: Cypress commands, Appium capabilities, Robot keywords, Storybook command', () => {
    expect(text('sdks/cypress/quickstart')).toContain('cy.eyesCheckWindow');
    expect(text('sdks/appium-java-web/quickstart')).toContain('withBrowserName("Chrome")');
    expect(text('sdks/appium-java-native/quickstart')).toContain('setApp(');
    expect(text('sdks/robot/quickstart')).toContain('Eyes Check    Target Window');
    expect(text('sdks/storybook-angular/quickstart')).toContain('ng run shop:storybook');
    expect(text('sdks/espresso/quickstart')).toContain('androidTestImplementation');
    expect(text('sdks/images-python/quickstart')).toContain('Target.image(');
  });

  it('have one h1, the title, naming the SDK', () => {
    for (const p of pages) {
      const h1 = elements(p.tree, (node) => node.tagName === 'h1');
      expect(
        h1.map((node) => toString(node)),
        p.docId,
      ).toEqual([p.frontmatter.title]);
      const profile = SDK_PROFILES.find((candidate) => p.docId.startsWith(`sdks/${candidate.folder}/`));
      expect(p.frontmatter.title, p.docId).toContain(profile?.name);
    }
  });

  it('give every member of a reference page its own anchor', () => {
    for (const p of pages.filter((candidate) => candidate.docId.includes('/reference/'))) {
      const names = elements(p.tree, (node) => node.tagName === 'SdkMember').map((node) =>
        String((node.data as { props: { name: string } }).props.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      );
      expect(new Set(names).size, p.docId).toBe(names.length);
      expect(names.length, p.docId).toBeGreaterThan(0);
    }
  });
});

describe('SDK pages state the product facts of @docs/sdk-catalog', () => {
  // What readers read: each page's text as Markdown, made once (about 3 s for the 613 pages).
  let markdown: [string, string][] | undefined;
  const problems = (check: (file: string, text: string) => FactProblem[]) =>
    formatProblems(
      (markdown ??= pages.map((p) => [p.docId, pageMarkdown(p.tree)])).flatMap(([docId, text]) => check(docId, text)),
    );

  it('name the one server, the Test Manager by its name, and only variables the SDKs read', () => {
    expect(problems(serverUrlProblems)).toEqual([]);
    expect(problems(resultsUiNameProblems)).toEqual([]);
    expect(problems(environmentVariableProblems)).toEqual([]);
    expect(problems(packageVersionProblems)).toEqual([]);
  }, 30_000);

  it('set the API key with <SetApiKey /> (POSIX shell and PowerShell), not one shell’s command', () => {
    expect(problems(apiKeyStepProblems)).toEqual([]);
    const quick = page('sdks/selenium-python/quickstart');
    expect(elements(quick.tree, (node) => node.tagName === 'SetApiKey')).toHaveLength(1);
  }, 30_000);
});

describe('guides in the reader’s framework', () => {
  it('say where the calls go in the runner of every SDK whose tests call Eyes', () => {
    for (const profile of SDK_PROFILES.filter((p) => p.binding === 'oo')) {
      expect(suiteContext(profile), `${profile.folder} (${profile.testRunner}, ${profile.family})`).toBeDefined();
    }
  });

  it('give two SDKs of one language but different frameworks different instructions', () => {
    expect(text('sdks/selenium-java/runners')).toContain('Selenium WebDriver session');
    expect(text('sdks/playwright-java/runners')).toContain('Playwright Page');
    expect(text('sdks/appium-java-web/runners')).toContain('Appium session');
    expect(text('sdks/puppeteer/eyes')).toContain('Puppeteer page');
    expect(text('sdks/testcafe/eyes')).toContain('test controller t');
    expect(text('sdks/testcafe/eyes')).toContain('.beforeEach');
    expect(text('sdks/webdriverio/configuration')).toContain('wdio.conf.js');
    expect(text('sdks/protractor/configuration')).toContain('onPrepare');
    // TestCafe's sample builds the configuration in the fixture hooks its prose names.
    const testcafe = elements(page('sdks/testcafe/configuration').tree, (node) => node.tagName === 'pre')
      .map((node) => toString(node))
      .join('\n');
    expect(testcafe).toContain('.before(async (ctx) =>');
    expect(testcafe).toContain('t.ctx.eyes.configuration = t.fixtureCtx.config;');
    expect(text('sdks/selenium-python/advanced')).toContain('conftest.py');
    expect(text('sdks/capybara/batch-close')).toContain('before(:suite)');
    expect(text('sdks/espresso/eyes')).toContain('@Before');
  });

  it('speak of keywords to Robot readers and of raised exceptions to Python and Ruby readers', () => {
    for (const slug of ['eyes', 'runner']) {
      const robot = text(`sdks/robot/reference/${slug}`);
      expect(robot, slug).not.toMatch(/Target\.|\bthrows\b/);
    }
    expect(text('sdks/robot/reference/eyes')).toContain('the keyword fails');
    expect(text('sdks/selenium-python/reference/eyes')).toContain('raises an exception');
    expect(text('sdks/selenium-ruby/reference/eyes')).not.toMatch(/\bthrows\b/);
  });

  it('show WebdriverIO readers the service of their quickstart first on every guide, then their own Eyes', () => {
    const headings = (docId: string) =>
      elements(page(docId).tree, (node) => node.tagName === 'h2').map((node) => toString(node));
    const serviceCode = (docId: string) =>
      elements(page(docId).tree, (node) => node.tagName === 'pre')
        .map((node) => toString(node))
        .find((sample) => sample.includes('EyesService') || sample.includes('browser.eyesCheck'));
    for (const [slug, option] of [
      ['configuration', "matchLevel: 'Strict'"],
      ['runners', 'useVisualGrid: true'],
      ['batch-close', 'dontCloseBatches: true'],
      ['advanced', "parentBranchName: 'main'"],
      ['eyes', 'browser.eyesCheck'],
    ] as const) {
      const docId = `sdks/webdriverio/${slug}`;
      const order = headings(docId);
      expect(order.indexOf('With the Eyes service'), docId).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('With your own Eyes instance'), docId).toBe(order.indexOf('With the Eyes service') + 1);
      expect(serviceCode(docId), docId).toContain(option);
    }
    // Check settings are the service's checks too.
    const checks = elements(page('sdks/webdriverio/check-settings').tree, (node) => node.tagName === 'pre').map(
      (node) => toString(node),
    );
    expect(checks.join('\n')).toContain("browser.eyesCheck('Checkout', Target.window()");
    expect(checks.join('\n')).not.toContain('eyes.check(');
    // Other frameworks keep one way, under the usual headings.
    expect(headings('sdks/puppeteer/configuration')).not.toContain('With the Eyes service');
  });
});

// What readers read, one quickstart per framework family, kept in files so that a change to the
// data or the templates shows in review as a diff of the page's text. Update on purpose:
// `npx vitest run sdk-data/render.test.tsx -u` in content/.
describe('rendered text of one quickstart per family', () => {
  const families = new Map<Family, string>();
  for (const profile of SDK_PROFILES) if (!families.has(profile.family)) families.set(profile.family, profile.folder);
  it.each([...families])('%s (%s)', async (_family, folder) => {
    const quick = page(`sdks/${folder}/quickstart`);
    const front = `---\ntitle: ${quick.frontmatter.title}\ndescription: ${quick.frontmatter.description}\n---\n\n`;
    await expect(front + pageMarkdown(quick.tree)).toMatchFileSnapshot(`__pages__/${folder}/quickstart.md`);
  });
});
