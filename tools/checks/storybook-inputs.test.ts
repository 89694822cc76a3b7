import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runInWorkspace, workspaceRoot } from './workspace';

/**
 * The Storybook build is cached by Nx: a change to a story or to `.storybook/`
 * must change the build's inputs, or Nx replays a stale Storybook. The one
 * Storybook (in docs-chrome) also shows the SDK picker's stories.
 */
const { files } = JSON.parse(
  runInWorkspace('npx', ['nx', 'show', 'target', 'inputs', 'docs-chrome:build-storybook', '--json']),
) as { files: string[] };
const inputs = new Set(files);

const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: workspaceRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

describe('docs-chrome:build-storybook inputs', () => {
  it('include every story of the chrome and the SDK picker', () => {
    const stories = tracked('libs/docs-chrome/src/*.stories.tsx', 'libs/sdk-picker/src/*.stories.tsx');
    expect(stories.length).toBeGreaterThan(20);
    expect(stories.filter((file) => !inputs.has(file))).toEqual([]);
  });

  it('include the Storybook configuration', () => {
    const config = tracked('libs/docs-chrome/.storybook');
    expect(config).toContain('libs/docs-chrome/.storybook/main.ts');
    expect(config.filter((file) => !inputs.has(file))).toEqual([]);
  });

  it('leave out unit tests, which do not change the Storybook', () => {
    const tests = tracked('libs/docs-chrome/src/*.test.tsx', 'libs/sdk-picker/src/*.test.tsx');
    expect(tests.length).toBeGreaterThan(10);
    expect(tests.filter((file) => inputs.has(file))).toEqual([]);
  });
});
