/**
 * React Router 7 publishes a production build (`dist/production`, its
 * development warnings and checks compiled out), but its package exports
 * always name the development one (remix-run/react-router#14102), so a plain
 * `vite build` ships the warnings to readers. The client build takes the
 * production files instead; the server bundle leaves React Router to Node.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The production files for the entry points the app reaches (`react-router-dom` re-exports both). */
export function reactRouterProductionFiles(): Record<string, string> {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const dist = join(dirname(packageJson), 'dist/production');
  const files = { 'react-router': join(dist, 'index.mjs'), 'react-router/dom': join(dist, 'dom-export.mjs') };
  for (const [id, file] of Object.entries(files)) {
    if (!existsSync(file)) {
      throw new Error(
        `react-router-production: ${file} (the production build of "${id}") is missing; React Router's package layout changed, see build/react-router-production.ts.`,
      );
    }
  }
  return files;
}

export function reactRouterProduction(): Plugin {
  let files: Record<string, string> | undefined;
  return {
    name: 'docs:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      files ??= reactRouterProductionFiles();
      return Object.hasOwn(files, id) ? files[id] : undefined;
    },
  };
}
