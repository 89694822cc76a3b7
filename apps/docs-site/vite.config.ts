import mdx from '@mdx-js/rollup';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { mdxPipeline } from './build/mdx/pipeline.ts';
import { sidebarLabels } from './build/sidebar-labels.ts';

// Workspace packages resolve to their TypeScript source, so the site never
// waits for library builds and edits to a library hot-reload too.
const sourceCondition = '@docs/source';

export default defineConfig({
  root: import.meta.dirname,
  base: '/tutorials/',
  cacheDir: '../../node_modules/.vite/docs-site',
  plugins: [
    // MDX must run before the React plugin sees the file (TOOLCHAIN.md).
    {
      enforce: 'pre',
      ...mdx(mdxPipeline()),
    },
    react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
    sidebarLabels(resolve(import.meta.dirname, '../../content/docs')),
  ],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@docs\//],
    resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
  },
  server: { host: '127.0.0.1', port: 4200, strictPort: true },
  preview: { host: '127.0.0.1', port: 4300 },
  build: { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  test: {
    name: 'docs-site',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
  },
});
