/** The year the site was built (vite.config.ts `define`): the footer's copyright year. */
declare const __SITE_BUILD_YEAR__: number;

/** Sidebar labels (default) and `sdks` lists by doc id, from the pages' front matter (build/sidebar-labels.ts). */
declare module 'virtual:sidebar-labels' {
  const labels: Record<string, string>;
  export default labels;
  export const sdks: Record<string, string[]>;
}

/** A loader per sidebar section, by section key (`docs`, `sdk/<key>`; build/sidebar-labels.ts). */
declare module 'virtual:sidebar-sections' {
  import type { SidebarItem } from '@docs/content-model';

  const loaders: Readonly<Record<string, (() => Promise<{ default: SidebarItem[] }>) | undefined>>;
  export default loaders;
}

/** The pages' doc ids by group (names relative to the group) and each group's loader chunk (build/page-manifest.ts). */
declare module 'virtual:page-manifest' {
  const manifest: Readonly<
    Record<
      string,
      {
        pages: readonly string[];
        /** Those of `pages` rendered from the SDK page templates rather than an MDX file. */
        rendered?: readonly string[];
        load: () => Promise<{ default: Record<string, () => Promise<unknown>> }>;
      }
    >
  >;
  export default manifest;
}

/**
 * The API key step's code per shell, highlighted at build time (build/highlighted-code.ts from
 * src/mdx/sdk/SetApiKey/setApiKeyCode.ts): for this session, and also for every new one (`persist`).
 */
declare module 'virtual:highlighted/mdx/sdk/SetApiKey/setApiKeyCode' {
  import type { ShellCode } from '@docs/sdk-catalog';

  type Highlighted = ShellCode & { className: string; html: string };
  const variants: { session: readonly Highlighted[]; persist: readonly Highlighted[] };
  export default variants;
}

/**
 * The build's page Markdown (tools/scripts/page-markdown.mjs, aliased in vite.config.ts): one
 * module for the build's `.md` files and the browser's "Copy page".
 */
declare module 'virtual:page-markdown' {
  import type { SdkKey } from '@docs/sdk-catalog';

  export function articleMarkdown(
    articleHtml: string,
    page: { sdk: SdkKey; title: string; description?: string; origin?: string },
  ): string | undefined;
}

/** Where a page's Markdown is served (tools/scripts/markdown-path.mjs, aliased in vite.config.ts). */
declare module 'virtual:markdown-path' {
  export function markdownFileForPath(path: string): string;
}
