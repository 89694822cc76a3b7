import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace';

/**
 * Every component a library exports has a story (named as its meta's
 * `component`), so the Storybook shows it and the Storybook accessibility test
 * checks it. Components are the PascalCase exports whose value is a function
 * or class component, or an object React renders (a context, a memo or
 * forwardRef component).
 */
const LIBRARIES_WITH_COMPONENTS = ['docs-chrome', 'sdk-picker'];

/**
 * A library's entry module, from its source. It is inspected, not used: the path is
 * computed so that the tools project does not depend on UI libraries.
 */
const loadLibrary = (folder: string): Promise<Record<string, unknown>> =>
  import(/* @vite-ignore */ join(workspaceRoot, 'libs', folder, 'src/index.ts'));

function exportedComponents(library: Record<string, unknown>): string[] {
  return Object.entries(library)
    .filter(
      ([name, value]) =>
        /^[A-Z][a-z]/.test(name) &&
        (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)),
    )
    .map(([name]) => name);
}

/** The components the stories of a library's folder name as their meta's `component`. */
function componentsWithStory(libraryFolder: string): Set<string> {
  const files = execFileSync('git', ['ls-files', '--', `libs/${libraryFolder}/src/*.stories.tsx`], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join(workspaceRoot, file), 'utf8').matchAll(/^\s+component: (\w+),$/gm)].map(
        (match) => match[1] ?? '',
      ),
    ),
  );
}

describe.each(LIBRARIES_WITH_COMPONENTS)('the stories of @docs/%s', (folder) => {
  it('cover every exported component', async () => {
    const components = exportedComponents(await loadLibrary(folder));
    expect(components.length).toBeGreaterThan(2);
    const storied = componentsWithStory(folder);
    expect(components.filter((name) => !storied.has(name))).toEqual([]);
  });
});
