/**
 * The SDK pages of a content folder that has page templates (`sdk-data/render.tsx`), rendered
 * in Node: the templates are TypeScript and React importing workspace packages, so they are
 * bundled first (bundle-module.ts). Shared by the plugins that list pages (the route manifest,
 * the sidebar) and the one that makes their modules, so the data is rendered once per change.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { bundleModule, importBundled } from '../bundle-module.ts';

/** One SDK page as the templates render it (content/sdk-data/render.tsx). */
export interface RenderedSdkPage {
  docId: string;
  frontmatter: { title: string; description: string; sidebar_label: string; sdks: string[] };
  tree: Root;
}

export interface SdkPageSource {
  /** Every SDK page by doc id (none when the content folder has no templates). */
  pages(): Promise<Map<string, RenderedSdkPage>>;
  /** The files the pages were rendered from, once rendered (to watch). */
  files(): string[];
  /** Forgets the rendered pages, so the next call renders the changed data. */
  invalidate(): void;
}

/** The module that renders the pages, relative to the content folder. */
export const SDK_PAGES_ENTRY = 'sdk-data/render.tsx';

export function sdkPageSource(contentDir: string): SdkPageSource {
  const entry = join(contentDir, SDK_PAGES_ENTRY);
  let pages: Promise<Map<string, RenderedSdkPage>> | undefined;
  let files: string[] = [];
  const render = async () => {
    if (!existsSync(entry)) return new Map<string, RenderedSdkPage>();
    const bundle = await bundleModule(entry);
    files = bundle.files;
    const module = await importBundled<{ renderSdkPages: () => RenderedSdkPage[] }>(bundle);
    let rendered: RenderedSdkPage[];
    try {
      rendered = module.renderSdkPages();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const concise = new Error(`${SDK_PAGES_ENTRY}: rendering the SDK pages failed: ${message}`);
      concise.stack = concise.message; // the bundle's frames carry its whole source in their URLs
      throw concise;
    }
    return new Map(rendered.map((page) => [page.docId, page]));
  };
  return {
    pages: () =>
      (pages ??= render().catch((error: unknown) => {
        pages = undefined; // try again once the data is fixed
        throw error;
      })),
    files: () => files,
    invalidate: () => {
      pages = undefined;
    },
  };
}
