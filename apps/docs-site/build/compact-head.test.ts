import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScripts } from '../../../tools/scripts/csp.mjs';
import { compactPrePaintModule, compactTemplate } from './compact-head';

const template = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('compactTemplate', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it("drops the maintainers' comments but keeps the markers the prerenderer fills in", () => {
    const compact = compactTemplate(template);
    expect(template).toMatch(/<!--\s*No paint before/);
    expect(compact).not.toMatch(/No paint before/);
    expect(compact.match(/<!--[\s\S]*?-->/g)).toEqual(['<!--app-head-->', '<!--app-html-->']);
    expect(compact).toContain('<link rel="expect" href="#page-end" blocking="render" />');
    expect(compact.length).toBeLessThan(template.length / 2);
  });

  it('ships a colour-mode script that still applies the stored mode before the first paint', () => {
    const [script] = inlineScripts(compactTemplate(template));
    expect(script).toBeDefined();
    expect(script).not.toMatch(/\/\/|\n/);
    localStorage.setItem('theme', 'dark');
    new Function(script ?? '')();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('theme', 'nonsense');
    new Function(script ?? '')();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('names the file when an inline script cannot be minified', () => {
    expect(() => compactTemplate('<script>let = ;</script>', 'apps/docs-site/index.html')).toThrow(
      /compact-head: apps\/docs-site\/index\.html could not be minified/,
    );
  });
});

describe('compactPrePaintModule', () => {
  it('keeps exported function names (the CSP check knows a script by them) and shortens only the names inside', () => {
    const code = [
      'export function markDismissedAnnouncement(identifier, storageKey) {',
      '  // A comment for maintainers.',
      '  const storedValue = localStorage.getItem(storageKey);',
      '  return storedValue === identifier;',
      '}',
    ].join('\n');
    const compact = compactPrePaintModule(code, 'src/head/prePaint.ts');
    expect(compact).toMatch(/export function markDismissedAnnouncement\(\w\s*,\s*\w\)/);
    expect(compact).not.toMatch(/storedValue|maintainers|identifier/);
    const exported = new Function(`${compact.replace(/^export /m, '')}; return markDismissedAnnouncement;`)() as (
      id: string,
      key: string,
    ) => boolean;
    localStorage.setItem('k', 'v');
    expect(exported('v', 'k')).toBe(true);
    expect(exported('w', 'k')).toBe(false);
  });
});
