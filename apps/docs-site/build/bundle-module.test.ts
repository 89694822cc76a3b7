// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleModule, importBundled } from './bundle-module';

// Inside the workspace, so that packages resolve from it as they do for the build's own modules.
const cache = join(import.meta.dirname, '../../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bundle-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleModule', () => {
  it('makes TypeScript that imports workspace packages (with their logos) and installed packages loadable in Node', async () => {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        "import { SDK_CATALOG } from '@docs/sdk-catalog';",
        "import { parse } from 'yaml';",
        'const name: string = SDK_CATALOG.cypress.name;',
        "export const result = { name, parsed: parse('a: 1') as unknown, logo: String(SDK_CATALOG.cypress.logo) };",
      ].join('\n'),
    );
    const bundled = await bundleModule(entry);
    const { result } = await importBundled<{ result: { name: string; parsed: unknown; logo: string } }>(bundled);
    expect(result.name).toBe('Cypress');
    expect(result.parsed).toEqual({ a: 1 });
    expect(result.logo).toMatch(/^file:.*\.svg$/);
    // Workspace sources are bundled (and watched); installed packages stay imports.
    expect(bundled.files).toContain(entry);
    expect(bundled.files.some((file) => file.includes('/libs/sdk-catalog/src/'))).toBe(true);
    expect(bundled.code).toMatch(/from "file:\/\/.*\/node_modules\/yaml\//);
  });

  it('fails on an import that resolves nowhere, naming it', async () => {
    const entry = join(dir, 'broken.ts');
    writeFileSync(entry, "import { missing } from 'no-such-package';\nexport default missing;\n");
    await expect(bundleModule(entry)).rejects.toThrow(/no-such-package/);
  });
});
