/**
 * Code samples defined once, as files, and named by pages: `<CodeSample id="first-test/checkpoint" />`
 * in a page becomes the sample's every variant, one code block per file of the folder
 * `content/samples/first-test/checkpoint/`, named `<family>.<extension>` (`selenium.java`,
 * `cypress.js`, `appium-native.cs`), or `<family>+<family>.<extension>` for code that several
 * families share word for word (`appium-web+images.java`). The blocks are ordinary fenced code, highlighted with the
 * page like any other; the page's `CodeSample` component shows the variant of the reader's SDK.
 *
 * This module is loaded with the Vite config, so it imports no workspace package: family names
 * are checked by the content tests (content/samples.test.ts) against the SDK catalogue.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The code language of a sample file, by its extension. */
export const SAMPLE_EXTENSIONS: Readonly<Record<string, string>> = {
  java: 'java',
  kt: 'kotlin',
  py: 'python',
  js: 'javascript',
  ts: 'typescript',
  cs: 'csharp',
  rb: 'ruby',
  php: 'php',
  robot: 'robotframework',
  swift: 'swift',
  sh: 'bash',
  json: 'json',
  yaml: 'yaml',
};

/** The order of a family's languages in its tabs, whatever the files' order. */
const LANGUAGE_ORDER = Object.values(SAMPLE_EXTENSIONS);

/** One file of a sample folder. */
export interface SampleFile {
  family: string;
  language: string;
  code: string;
}

/** The sample folder of a page: `<content>/samples/`, where the page is under `<content>/docs/`. */
export function samplesDirOf(pagePath: string): string | undefined {
  const at = pagePath.replace(/\\/g, '/').lastIndexOf('/docs/');
  return at === -1 ? undefined : join(pagePath.slice(0, at), 'samples');
}

/**
 * The files of sample `id` in `samplesDir`, in display order (families as their first file
 * comes in name order, languages in a fixed order), or an error message naming what is wrong.
 */
export function readSample(samplesDir: string, id: string): SampleFile[] | string {
  const dir = join(samplesDir, id);
  const shown = relative(process.cwd(), dir) || dir;
  if (!/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/.test(id) || !existsSync(dir) || !statSync(dir).isDirectory()) {
    return `Unknown code sample "${id}": no folder ${shown}. A sample is a folder of content/samples/ holding one file per API family and language, e.g. selenium.java, cypress.js.`;
  }
  const files: SampleFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (statSync(join(dir, name)).isDirectory()) continue;
    const match = /^([a-z][a-z-]*(?:\+[a-z][a-z-]*)*)\.([a-z]+)$/.exec(name);
    const language = match ? SAMPLE_EXTENSIONS[match[2] as string] : undefined;
    if (!match || !language) {
      const valid = Object.keys(SAMPLE_EXTENSIONS).join(', ');
      return `${join(shown, name)}: a sample file is named <family>.<extension> (or <family>+<family>... for code several families share), with an extension of ${valid}.`;
    }
    const code = readFileSync(join(dir, name), 'utf8').replace(/\n+$/, '');
    // `appium-web+images.java`: the same code serves each family named.
    for (const family of (match[1] as string).split('+')) files.push({ family, language, code });
  }
  if (files.length === 0) return `Code sample "${id}" (${shown}) has no files.`;
  const familyOrder = [...new Set(files.map((file) => file.family))];
  return files.sort(
    (a, b) =>
      familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family) ||
      LANGUAGE_ORDER.indexOf(a.language) - LANGUAGE_ORDER.indexOf(b.language),
  );
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** A sample's files as the children of its element: `<CodeTab family language>` around each block. */
function sampleChildren(files: SampleFile[]): MdxJsxFlowElement['children'] {
  return files.map((file): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'CodeTab',
    attributes: [attribute('family', file.family), attribute('language', file.language)],
    children: [{ type: 'code', lang: file.language, meta: null, value: file.code } satisfies Code],
  }));
}

/** Expands each `<CodeSample id="..." />` of a page; an unknown id or a misnamed file fails the page. */
export function remarkCodeSamples() {
  return (tree: Root, file: VFile) => {
    const samplesDir = file.path ? samplesDirOf(file.path) : undefined;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'CodeSample') return;
      const idAttribute = node.attributes.find(
        (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === 'id',
      );
      const id = typeof idAttribute?.value === 'string' ? idAttribute.value : undefined;
      if (!id) file.fail('<CodeSample> needs an id, the folder of the sample under content/samples/.', node);
      const files = samplesDir ? readSample(samplesDir, id) : `no content/samples/ folder beside ${file.path}`;
      if (typeof files === 'string') file.fail(files, node);
      node.children = sampleChildren(files);
    });
  };
}
