// @vitest-environment node
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { CloningCache } from '../mdx/shiki-cache.ts';
import { processTemplatePage, templatePageModule, toTree } from './page-module.ts';

const element = (tagName: string, children: Root['children'] = [], properties = {}) =>
  ({ type: 'element', tagName, properties, children }) as Root['children'][number];
const text = (value: string) => ({ type: 'text', value }) as Root['children'][number];

const page: Root = {
  type: 'root',
  children: [
    element('h1', [text('Quickstart')]),
    element('h2', [text('Install the SDK')]),
    Object.assign(
      element('SdkInstall', [element('pre', [element('code', [text('npm i x')], { className: ['language-bash'] })])]),
      {
        data: { props: { sdk: 'cypress' } },
      },
    ),
    element('h2', [text('Flags')]),
    element('table', [element('tbody', [element('tr', [element('td', [text('a')])])])]),
  ],
};

describe('processTemplatePage', () => {
  it('gives a template page what an MDX page gets: ids, headings, anchors, scrolling tables, highlighted code', async () => {
    const { tree, headings, components } = await processTemplatePage(page, new CloningCache());
    expect(headings).toEqual([
      { depth: 1, id: 'quickstart', text: 'Quickstart' },
      { depth: 2, id: 'install-the-sdk', text: 'Install the SDK' },
      { depth: 2, id: 'flags', text: 'Flags' },
    ]);
    expect(components).toEqual(['SdkInstall']);
    const json = JSON.stringify(tree);
    expect(json).toContain(
      '["a",{"className":"heading-anchor","aria-label":"Link to the section “Install the SDK”","href":"#install-the-sdk"},"#"]',
    );
    expect(json).toContain('["section",{"className":"table-scroll","tabIndex":0,"aria-label":"Flags table"}');
    const install = tree.find((node) => Array.isArray(node) && node[0] === 'SdkInstall');
    expect(install?.[1]).toEqual({ sdk: 'cypress' });
    expect(JSON.stringify(install)).toMatch(/"data-html":"<code class=\\"language-bash\\">.*npm/);
  });

  it('puts a block finished on an earlier page in as it is: the same page, whether cached or not', async () => {
    const finishedBlocks = new Map();
    const first = await processTemplatePage(page, new CloningCache(), finishedBlocks);
    expect(finishedBlocks.size).toBe(1);
    const second = await processTemplatePage(page, new CloningCache(), finishedBlocks);
    expect(second).toEqual(first);
    const uncached = await processTemplatePage(page, new CloningCache());
    expect(uncached).toEqual(first);
  });

  it('leaves the input tree as it was, so a page can be processed again after an edit', async () => {
    const before = JSON.stringify(page);
    await processTemplatePage(page, new CloningCache());
    expect(JSON.stringify(page)).toBe(before);
  });
});

describe('toTree and templatePageModule', () => {
  it('write React prop names, and import only the components the page uses', () => {
    const { tree, components } = toTree({
      type: 'root',
      children: [element('p', [text('Hi')], { className: ['lead'] })],
    });
    expect(tree).toEqual([['p', { className: 'lead' }, 'Hi']]);
    const code = templatePageModule({ tree, components, headings: [], frontmatter: { title: 'T' } }, {}, '/render.ts');
    expect(code).toContain('export const frontmatter = {"title":"T"};');
    expect(code).not.toContain('import { Sdk');
    expect(() =>
      templatePageModule(
        { tree, components: ['SdkFacts'], headings: [], frontmatter: {} },
        { SdkInstall: '/x.ts' },
        '/r.ts',
      ),
    ).toThrow('SDK page templates use <SdkFacts>, which no module provides; known: SdkInstall');
  });
});
