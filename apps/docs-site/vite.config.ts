import { existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/scripts/test-reports.mjs';
import { buildReport } from './build/build-report.ts';
import { collectGarbage } from './build/collect-garbage.ts';
import { compactHead } from './build/compact-head.ts';
import { contentSidebar } from './build/content-sidebar.ts';
import { highlightedCode } from './build/highlighted-code.ts';
import { pageMeta } from './build/mdx/page-meta.ts';
import { mdxPages } from './build/mdx/vite-plugin.ts';
import { pageManifest } from './build/page-manifest.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { sdkPageSource } from './build/sdk-pages/source.ts';
import { sdkPages } from './build/sdk-pages/vite-plugin.ts';
import { sidebarLabels } from './build/sidebar-labels.ts';

// Workspace packages resolve to their TypeScript source, so the site never
// waits for library builds and edits to a library hot-reload too.
const sourceCondition = '@docs/source';

// The folder of the pages (`docs/`) and their sidebar (`sidebars.ts`): the workspace's
// `content/`, or another folder named `content` given in DOCS_CONTENT_DIR (tools/synthetic
// builds a generated site that way; without a sidebars.ts its sidebar follows its folders).
const workspaceContentDir = resolve(import.meta.dirname, '../../content');
const contentDir = process.env.DOCS_CONTENT_DIR ? resolve(process.env.DOCS_CONTENT_DIR) : workspaceContentDir;
const outDir = resolve(import.meta.dirname, process.env.DOCS_OUT_DIR ?? 'dist');
if (basename(contentDir) !== 'content' || !existsSync(resolve(contentDir, 'docs'))) {
  // Page paths are taken from `content/docs/` in the file's path (src/content/pages.ts).
  throw new Error(`DOCS_CONTENT_DIR=${contentDir}: expected a folder named "content" with the pages in docs/.`);
}

// `vite build` prints a few lines per bundle; Vite's list of every file goes to this report.
const report = buildReport({ file: `${outDir}/build-report.txt`, root: resolve(import.meta.dirname, '../..') });

/** The landing page's source, relative to the app, when the content folder has one. */
function landingPage(): string[] {
  const file = resolve(contentDir, 'docs/index.mdx');
  return existsSync(file) ? [relative(import.meta.dirname, file)] : [];
}

// The SDK pages, rendered from the typed data and templates in content/sdk-data (none for a
// content folder without them): listed by the route manifest and the sidebar, made into page
// modules by the sdk-pages plugin.
const sdkPageData = sdkPageSource(contentDir);

export default defineConfig({
  root: import.meta.dirname,
  base: '/tutorials/',
  cacheDir: '../../node_modules/.vite/docs-site',
  // The footer's copyright year is the build's: the prerendered page and the app that hydrates it must
  // render the same year, or a site built in December and read in January fails to hydrate its footer.
  define: { __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  customLogger: report.logger,
  plugins: [
    pageMeta(),
    ...mdxPages({ contentDir, root: resolve(import.meta.dirname, '../..') }),
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    sdkPages(sdkPageData),
    sidebarLabels(resolve(contentDir, 'docs'), [contentSidebar(contentDir, workspaceContentDir)], sdkPageData),
    contentSidebar(contentDir, workspaceContentDir),
    pageManifest(resolve(contentDir, 'docs'), sdkPageData),
    highlightedCode(resolve(import.meta.dirname, 'src')),
    reactRouterProduction(),
    ...compactHead(import.meta.dirname),
    ...report.plugins,
  ],
  resolve: {
    conditions: [sourceCondition, ...defaultClientConditions],
    // The build's own page Markdown for the browser's "Copy page" (one module for both, no copy):
    // the app may use the build tools, but not through a relative path into another project.
    alias: {
      'virtual:page-markdown': resolve(import.meta.dirname, '../../tools/scripts/page-markdown.mjs'),
      'virtual:markdown-path': resolve(import.meta.dirname, '../../tools/scripts/markdown-path.mjs'),
    },
  },
  ssr: {
    noExternal: [/^@docs\//],
    resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
  },
  server: {
    host: '127.0.0.1',
    port: 4200,
    strictPort: true,
    // Transformed as the server starts, while the browser is still connecting: the app's modules
    // (otherwise requested import by import, one round trip per level) and the landing page.
    warmup: { clientFiles: ['./src/main.tsx', ...landingPage()] },
    // Build output is not source: crawling the thousands of files of a built site (dist/site) for
    // the watcher took about 0.5 s of the server's start.
    watch: { ignored: [`${outDir}/**`, '**/dist/**'] },
  },
  preview: { host: '127.0.0.1', port: 4300 },
  build: {
    emptyOutDir: true,
    // SVGs (the SDK logos) stay files: a page fetches the few it shows instead of carrying all in its script.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // No gzip size per chunk in the log: with a chunk per page that is seconds of work; the
    // benchmark (tools/bench) measures what readers download.
    reportCompressedSize: false,
  },
  // `vite build` makes the client bundle (dist/client) and then the server bundle that
  // prerendering loads (dist/server) in one process (DOCS_OUT_DIR moves dist/ elsewhere, as
  // tools/synthetic does; prerender.mjs reads it too): every page is compiled once, on all
  // cores, for both (build/mdx/vite-plugin.ts). One after the other: side by side held both
  // module graphs in memory at once (1.6 instead of 1.3 GB for this site, and much more at
  // 10,000 pages).
  environments: {
    client: { build: { outDir: `${outDir}/client`, manifest: true } },
    ssr: { build: { outDir: `${outDir}/server`, rolldownOptions: { input: 'src/entry-server.tsx' } } },
  },
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('vite.config.ts: the build expects a client and an ssr environment.');
      await builder.build(client);
      collectGarbage(); // what writing the client left, before the server build adds its own
      await builder.build(ssr);
    },
  },
  test: {
    name: 'docs-site',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    ...vitestReporters('docs-site'),
  },
});
