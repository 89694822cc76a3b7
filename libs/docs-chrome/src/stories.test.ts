import { describe, expect, it } from 'vitest';
import * as library from './index';

/**
 * Every component this library exports has a story (named as its meta's
 * `component`), so the Storybook shows it and the Storybook accessibility test
 * checks it. Components are the PascalCase exports whose value is a function
 * or class component or a context provider.
 */
const storySources = import.meta.glob<string>('./**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

const exportedComponents = Object.entries(library)
  .filter(
    ([name, value]) =>
      /^[A-Z][a-z]/.test(name) &&
      (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)),
  )
  .map(([name]) => name);

const componentsWithStory = new Set(
  Object.values(storySources).flatMap((source) =>
    [...source.matchAll(/^\s+component: (\w+),$/gm)].map((match) => match[1]),
  ),
);

describe('stories', () => {
  it('cover every exported component', () => {
    expect(exportedComponents.length).toBeGreaterThan(2);
    expect(exportedComponents.filter((name) => !componentsWithStory.has(name))).toEqual([]);
  });
});
