import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { mdxPages } from './build/mdx/vite-plugin.ts';
import { sidebarLabels } from './build/sidebar-labels.ts';

// Workspace packages resolve to their TypeScript source, so the site never
// waits for library builds and edits to a library hot-reload too.
const sourceCondition = '@docs/source';

export default defineConfig({
  root: import.meta.dirname,
  base: '/tutorials/',
  cacheDir: '../../node_modules/.vite/docs-site',
  plugins: [
    ...mdxPages(),
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
  build: { emptyOutDir: true },
  // `vite build` makes the client bundle (dist/client) and the server bundle that
  // prerendering loads (dist/server) side by side in one process: every page is
  // compiled once for both (build/mdx/vite-plugin.ts) and both cores stay busy.
  environments: {
    client: { build: { outDir: 'dist/client', manifest: true } },
    ssr: { build: { outDir: 'dist/server', rolldownOptions: { input: 'src/entry-server.tsx' } } },
  },
  builder: {
    async buildApp(builder) {
      await Promise.all(Object.values(builder.environments).map((environment) => builder.build(environment)));
    },
  },
  test: {
    name: 'docs-site',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
  },
});
