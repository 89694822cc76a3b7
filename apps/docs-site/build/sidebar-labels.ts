import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const MODULE_ID = 'virtual:sidebar-labels';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** A hook filter that matches one module id. */
export const exactly = (id: string) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** `sidebar_label` or `title` of every page under `docsDir`, by doc id (the file path without `.mdx`). */
export function readSidebarLabels(docsDir: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const file of readdirSync(docsDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mdx')) continue;
    const header = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(docsDir, file), 'utf8'))?.[1];
    const data = (header ? parse(header) : {}) as { sidebar_label?: unknown; title?: unknown } | null;
    const label = data?.sidebar_label ?? data?.title;
    if (typeof label === 'string')
      labels[
        file
          .split('\\')
          .join('/')
          .replace(/\.mdx$/, '')
      ] = label;
  }
  return labels;
}

/**
 * `virtual:sidebar-labels`: the sidebar's link labels from the pages' front
 * matter, read at build time so the browser needs no page to label its link.
 */
export function sidebarLabels(docsDir: string): Plugin {
  return {
    name: 'docs:sidebar-labels',
    // Filters keep the bundler from calling into JavaScript for every other module.
    resolveId: { filter: { id: exactly(MODULE_ID) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: exactly(RESOLVED_ID) },
      handler() {
        this.addWatchFile(docsDir);
        return `export default ${JSON.stringify(readSidebarLabels(docsDir))};`;
      },
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(docsDir) || !file.endsWith('.mdx')) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
