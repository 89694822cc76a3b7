import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace';

const eslint = new ESLint({ cwd: workspaceRoot });

/** Lints `code` as if it were a source file at `filePath`; returns the boundary rule's messages. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('package boundaries are a lint error', () => {
  it('rejects a data library importing a UI library', async () => {
    // Every UI library depends on the data libraries, so Nx reports the cycle first.
    const errors = await boundaryErrors(
      'libs/sdk-catalog/src/boundary-fixture.ts',
      "import { SdkKeyList } from '@docs/sdk-picker';\nexport const picker = SdkKeyList;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Circular dependency between "sdk-catalog" and "sdk-picker"|type:data/);
  });

  it.each([
    ['content', 'content/boundary-fixture.ts', 'type:content'],
    ['tools', 'tools/checks/boundary-fixture.ts', 'type:tool'],
  ])('rejects %s importing a UI library, naming the tags', async (_project, filePath, tag) => {
    const errors = await boundaryErrors(
      filePath,
      "import { SkipLink } from '@docs/docs-chrome';\nexport const link = SkipLink;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`A project tagged with "${tag}" can only depend on libs tagged with`);
  });

  it('rejects a library importing the app', async () => {
    const errors = await boundaryErrors(
      'libs/docs-chrome/src/boundary-fixture.ts',
      "import { siteConfig } from 'docs-site/src/site.config';\nexport const config = siteConfig;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('accepts a UI library importing a data library', async () => {
    const errors = await boundaryErrors(
      'libs/sdk-picker/src/boundary-fixture.ts',
      "import { SDK_KEYS } from '@docs/sdk-catalog';\nexport const keys = SDK_KEYS;\n",
    );
    expect(errors).toEqual([]);
  });
});
