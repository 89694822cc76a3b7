import { resolve } from 'node:path';
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
    // The console reporter, and the JSON report npm test adds up, where tools/scripts/test-reports.mjs
    // says (content may not import the tools: package boundaries); npm test names this target if
    // the two ever disagree, as the report would be missing.
    reporters: ['default', 'json'],
    outputFile: { json: resolve(import.meta.dirname, '../test-reports/content.vitest.json') },
  },
});
