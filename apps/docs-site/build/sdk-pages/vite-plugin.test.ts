// @vitest-environment node
import type { Root } from 'hast';
import type { HmrContext, ModuleNode, Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedSdkPage, SdkPageSource } from './source.ts';
import { sdkPages } from './vite-plugin.ts';

const FILE = '/work/content/sdk-data/profiles.ts';

/** A page whose text is `text`. */
const rendered = (docId: string, text: string): RenderedSdkPage => ({
  docId,
  frontmatter: { title: docId, description: '', sidebar_label: docId, sdks: ['cypress'] },
  tree: { type: 'root', children: [{ type: 'text', value: text }] } as Root,
});

/** A source that renders `versions[n]` after the nth change to the data. */
function sourceOf(versions: RenderedSdkPage[][]): SdkPageSource {
  let version = 0;
  let forgotten = false;
  const current = () => {
    if (forgotten) version = Math.min(version + 1, versions.length - 1);
    forgotten = false;
    return new Map((versions[version] ?? []).map((page) => [page.docId, page]));
  };
  return {
    entry: undefined,
    pages: async () => current(),
    render: async (docId) => {
      const page = current().get(docId);
      if (!page) throw new Error(`no ${docId}`);
      return page;
    },
    files: () => [FILE],
    invalidate: () => {
      forgotten = true;
    },
  };
}

function devServer(docIds: string[]) {
  const modules = new Map(docIds.map((docId) => [docId, { id: `\0virtual:sdk-page/${docId}.js` } as ModuleNode]));
  return {
    modules,
    server: {
      moduleGraph: { idToModuleMap: modules, invalidateModule: vi.fn(), invalidateAll: vi.fn() },
      watcher: { add: vi.fn() },
      ws: { send: vi.fn() },
    },
  };
}

const hotUpdate = (plugin: Plugin, server: unknown, file = FILE) =>
  (plugin.handleHotUpdate as (context: HmrContext) => Promise<ModuleNode[] | void>)({
    file,
    modules: [],
    server,
  } as unknown as HmrContext);

describe('sdkPages in the dev server', () => {
  it('reloads the pages an edit to the data changed, and only those', async () => {
    const before = [rendered('sdks/a/quickstart', 'one'), rendered('sdks/b/quickstart', 'two')];
    const after = [rendered('sdks/a/quickstart', 'one, edited'), rendered('sdks/b/quickstart', 'two')];
    const plugin = sdkPages(sourceOf([before, after]));
    const { server, modules } = devServer(['sdks/a/quickstart', 'sdks/b/quickstart']);
    const updated = await hotUpdate(plugin, server);
    expect(updated).toEqual([modules.get('sdks/a/quickstart')]);
    expect(server.moduleGraph.invalidateModule).toHaveBeenCalledTimes(1);
    expect(server.ws.send).not.toHaveBeenCalled();
  });

  it('reloads the whole app when the data adds or removes a page (the route manifest and sidebar change)', async () => {
    const before = [rendered('sdks/a/quickstart', 'one')];
    const after = [rendered('sdks/a/quickstart', 'one'), rendered('sdks/a/ufg', 'new')];
    const plugin = sdkPages(sourceOf([before, after]));
    const { server } = devServer(['sdks/a/quickstart']);
    expect(await hotUpdate(plugin, server)).toEqual([]);
    expect(server.moduleGraph.invalidateAll).toHaveBeenCalled();
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' });
  });

  it('leaves other files to Vite', async () => {
    const plugin = sdkPages(sourceOf([[rendered('sdks/a/quickstart', 'one')]]));
    const { server } = devServer(['sdks/a/quickstart']);
    expect(await hotUpdate(plugin, server, '/work/apps/docs-site/src/main.tsx')).toBeUndefined();
    expect(server.moduleGraph.invalidateModule).not.toHaveBeenCalled();
  });
});
