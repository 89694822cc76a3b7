/**
 * The SDK pages of a content folder that has page templates (`sdk-data/render.tsx`), in Node:
 * the templates are TypeScript and React importing workspace packages, so they are bundled first
 * (bundle-module.ts). The list of pages (doc ids and front matter, cheap) serves the plugins that
 * list pages (the route manifest, the sidebar); a page's content is rendered when its module is
 * made, in this thread in the dev server and on the build's worker threads in a build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { bundleModule, importBundled } from '../bundle-module.ts';

/** One SDK page without its content (content/sdk-data/render.tsx). */
export interface SdkPageEntry {
  docId: string;
  frontmatter: { title: string; description: string; sidebar_label: string; sdks: string[] };
}

/** One SDK page as the templates render it. */
export interface RenderedSdkPage extends SdkPageEntry {
  tree: Root;
}

/** What the render module exports. */
export interface SdkPageRenderer {
  sdkPageEntries(): SdkPageEntry[];
  renderSdkPageById(docId: string): RenderedSdkPage;
}

export interface SdkPageSource {
  /** The render module's path, when the content folder has one (the build's workers load it too). */
  entry: string | undefined;
  /** Every SDK page by doc id (none when the content folder has no templates). */
  pages(): Promise<Map<string, SdkPageEntry>>;
  /** One page's content, rendered in this thread. */
  render(docId: string): Promise<RenderedSdkPage>;
  /** The files the pages are rendered from, once loaded (to watch). */
  files(): string[];
  /** Forgets the loaded data, so the next call renders the changed data. */
  invalidate(): void;
}

/** The module that renders the pages, relative to the content folder. */
export const SDK_PAGES_ENTRY = 'sdk-data/render.tsx';

/** An error of the data or templates, without the in-memory bundle's stack (every frame carries its whole source). */
function concise(error: unknown, what: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const result = new Error(`${SDK_PAGES_ENTRY}: ${what} failed: ${message}`);
  result.stack = result.message;
  return result;
}

/** Loads the render module of `entry` (bundled, then imported). */
export async function loadSdkPageRenderer(entry: string): Promise<{ renderer: SdkPageRenderer; files: string[] }> {
  const bundle = await bundleModule(entry);
  return { renderer: await importBundled<SdkPageRenderer>(bundle), files: bundle.files };
}

/** Renders one page with a loaded renderer, naming the page in an error. */
export function renderWith(renderer: SdkPageRenderer, docId: string): RenderedSdkPage {
  try {
    return renderer.renderSdkPageById(docId);
  } catch (error) {
    throw concise(error, `rendering ${docId}`);
  }
}

export function sdkPageSource(contentDir: string): SdkPageSource {
  const file = join(contentDir, SDK_PAGES_ENTRY);
  const entry = existsSync(file) ? file : undefined;
  let loaded: Promise<{ renderer: SdkPageRenderer; pages: Map<string, SdkPageEntry> }> | undefined;
  let files: string[] = [];
  const load = () =>
    (loaded ??= (async () => {
      if (!entry) return { renderer: undefined as never, pages: new Map<string, SdkPageEntry>() };
      const result = await loadSdkPageRenderer(entry);
      files = result.files;
      let entries: SdkPageEntry[];
      try {
        entries = result.renderer.sdkPageEntries();
      } catch (error) {
        throw concise(error, 'listing the SDK pages');
      }
      return { renderer: result.renderer, pages: new Map(entries.map((page) => [page.docId, page])) };
    })().catch((error: unknown) => {
      loaded = undefined; // try again once the data is fixed
      throw error;
    }));
  return {
    entry,
    pages: async () => (await load()).pages,
    render: async (docId) => renderWith((await load()).renderer, docId),
    files: () => files,
    invalidate: () => {
      loaded = undefined;
    },
  };
}
