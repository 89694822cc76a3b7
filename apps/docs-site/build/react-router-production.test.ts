import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFiles } from './react-router-production';

describe('reactRouterProductionFiles', () => {
  it("names React Router's production build, development warnings off, for both entry points", () => {
    const files = reactRouterProductionFiles();
    expect(Object.keys(files)).toEqual(['react-router', 'react-router/dom']);
    for (const file of Object.values(files)) expect(file).toMatch(/dist\/production\/[^/]+\.mjs$/);
    // The flag lives in a chunk both entry points import.
    const chunks = [...readFileSync(files['react-router'] ?? '', 'utf8').matchAll(/from "\.\/(chunk-[^"]+)"/g)];
    const flags = chunks.map(
      ([, chunk]) =>
        readFileSync(new URL(chunk ?? '', `file://${files['react-router']}`), 'utf8').match(
          /ENABLE_DEV_WARNINGS = (\w+)/,
        )?.[1],
    );
    expect(flags).toContain('false');
    expect(flags).not.toContain('true');
  });
});
