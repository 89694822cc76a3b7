/**
 * A page's metadata without its content: `import ... from './post.mdx?meta'`
 * gives a module with only `frontmatter` and `readingTime`, so lists of pages
 * (the blog's index, tags and feed) do not pull every page's content into
 * their chunk. The values are those the page module itself exports: the same
 * remark plugins run, and reading time is counted at the same point.
 */
import { readFile } from 'node:fs/promises';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { mdxPipeline } from './pipeline.ts';
import { readingMinutes, remarkExportReadingTime } from './remark-export-reading-time.ts';

export interface PageMeta {
  frontmatter: Record<string, unknown>;
  readingTime: number;
}

export async function readPageMeta(source: string, path: string): Promise<PageMeta> {
  const meta: PageMeta = { frontmatter: {}, readingTime: 1 };
  const captureFrontmatter = () => (tree: Root) => {
    const yaml = tree.children.find((node) => node.type === 'yaml');
    meta.frontmatter = yaml ? ((parse(yaml.value) as Record<string, unknown> | null) ?? {}) : {};
  };
  const captureReadingTime = () => (tree: Root) => {
    meta.readingTime = readingMinutes(tree);
  };
  const remarkPlugins = (mdxPipeline().remarkPlugins ?? []).filter((plugin) => plugin !== remarkExportReadingTime);
  const processor = createProcessor({
    format: 'mdx',
    remarkPlugins: [captureFrontmatter, ...remarkPlugins, captureReadingTime],
  });
  await processor.process({ value: source, path });
  return meta;
}

const META_QUERY = /\.mdx\?meta$/;
// The id ends in `.js`, so no MDX plugin takes the module for a page.
const PREFIX = '\0page-meta:';

export function pageMeta(): Plugin {
  return {
    name: 'docs:page-meta',
    enforce: 'pre',
    // One instance for the client and server builds.
    sharedDuringBuild: true,
    resolveId: {
      filter: { id: META_QUERY },
      async handler(source, importer) {
        const page = await this.resolve(source.replace(/\?meta$/, ''), importer, { skipSelf: true });
        return page && `${PREFIX}${page.id}.js`;
      },
    },
    load: {
      filter: { id: /^\0page-meta:/ },
      async handler(id) {
        const path = id.slice(PREFIX.length, -'.js'.length);
        this.addWatchFile(path);
        const { frontmatter, readingTime } = await readPageMeta(await readFile(path, 'utf8'), path);
        return `export const frontmatter = ${JSON.stringify(frontmatter)};\nexport const readingTime = ${readingTime};\n`;
      },
    },
  };
}
