/**
 * The one Vite configuration every publishable library in libs/ shares:
 * an ESM library build with type declarations, tests in jsdom or node, and
 * workspace packages resolved to their TypeScript source (the `@docs/source`
 * export condition) so tests never need a prior build.
 */
import { isAbsolute, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defaultClientConditions, defaultServerConditions, type PluginOption } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { vitestReporters } from './tools/scripts/test-reports.mjs';

export interface LibraryOptions {
  /** Absolute path of the library folder (pass `import.meta.dirname`). */
  dir: string;
  /** Whether the library renders React (JSX transform, jsdom tests). */
  react?: boolean;
  /** Name of the CSS file the build emits, for libraries with styles. */
  cssFileName?: string;
  /** Further entry points besides `src/index.ts`, by output name (`{ schema: 'src/schema.ts' }` -> dist/schema.js). */
  entries?: Record<string, string>;
  /** Build plugins of this library only. */
  plugins?: PluginOption[];
}

/** Every bare import (react, @docs/*, zod...) stays external: consumers install them. */
const isExternal = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

export function libraryConfig({
  dir,
  react: usesReact = false,
  cssFileName,
  entries = {},
  plugins = [],
}: LibraryOptions): ViteUserConfig {
  const name = dir.split(/[\\/]/).pop() ?? 'lib';
  return defineConfig({
    root: dir,
    cacheDir: resolve(import.meta.dirname, 'node_modules/.vite', name),
    plugins: [
      usesReact && react(),
      ...plugins,
      dts({
        tsconfigPath: resolve(dir, 'tsconfig.lib.json'),
        entryRoot: resolve(dir, 'src'),
        exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/fixtures/**'],
        // One self-contained dist/index.d.ts (API Extractor): tsc's per-file declarations import
        // their neighbours without an extension ('./SdkPicker'), which `moduleResolution` node16
        // and nodenext cannot resolve, so a consumer there got errors, or `any` under skipLibCheck.
        // A bundle has no relative imports left, only package names, which every mode resolves.
        bundleTypes: true,
      }),
    ],
    resolve: { conditions: ['@docs/source', ...defaultClientConditions] },
    // Tests in the node environment resolve as the server does: the same source condition there.
    ssr: { resolve: { conditions: ['@docs/source', ...defaultServerConditions] } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      lib: {
        entry: {
          index: resolve(dir, 'src/index.ts'),
          ...Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(dir, file)])),
        },
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
        ...(cssFileName ? { cssFileName } : {}),
      },
      // No note that plugins took most of the build: every library's does (vite-plugin-dts's
      // declarations are 90% of it), 7 lines each in `npm run build` that say nothing new.
      rolldownOptions: { external: isExternal, checks: { bundlerTimings: false } },
    },
    test: {
      name,
      root: dir,
      environment: usesReact ? 'jsdom' : 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: usesReact ? [resolve(import.meta.dirname, 'vitest.setup.ts')] : [],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      ...vitestReporters(name),
    },
  });
}
