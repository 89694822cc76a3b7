import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Checks of the authored content itself (sidebar definition, front matter).
export default defineConfig({
  resolve: { conditions: ['@docs/source', ...defaultClientConditions] },
  test: {
    name: 'content',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
  },
});
