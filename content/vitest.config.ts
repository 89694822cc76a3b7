import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
  },
});
