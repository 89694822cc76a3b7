import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
// Build configuration, like every project's vite.config.ts, may load shared build helpers; the
// boundary rule covers this folder for the content itself.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { vitestReporters } from '../tools/scripts/test-reports.mjs';

// Checks of the authored content itself (sidebar definition, front matter).
export default defineConfig({
  resolve: { conditions: ['@docs/source', ...defaultClientConditions] },
  // Tests run in the node environment, which resolves as a server does: the workspace packages'
  // source there too, not their built dist/ (absent until the libraries are built).
  ssr: { resolve: { conditions: ['@docs/source', ...defaultServerConditions] } },
  test: {
    name: 'content',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**'],
    ...vitestReporters('content'),
  },
});
