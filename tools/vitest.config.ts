import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from './scripts/test-reports.mjs';

// Tests of the build tools and workspace-wide checks (boundaries, packages).
export default defineConfig({
  resolve: { conditions: ['@docs/source', ...defaultClientConditions] },
  test: {
    name: 'tools',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'checks/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    ...vitestReporters('tools'),
  },
});
