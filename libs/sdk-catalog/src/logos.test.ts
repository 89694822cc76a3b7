import { describe, expect, it } from 'vitest';
import { LOGOS, LOGO_CREDITS, SDK_CATALOG, SDK_ICONS, SDK_KEYS } from './index';

const PREFIX = 'data:image/svg+xml,';

function decode(url: string): string {
  expect(url.startsWith(PREFIX)).toBe(true);
  return decodeURIComponent(url.slice(PREFIX.length));
}

describe('logos', () => {
  it.each(SDK_KEYS)('%s has a well-formed SVG data URL logo', (key) => {
    const { logo, logoId } = SDK_CATALOG[key];
    expect(logo).toBe(LOGOS[logoId]);
    const svg = decode(logo);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain("xmlns='http://www.w3.org/2000/svg'");
    expect(svg).toMatch(/viewBox='0 0 24 24'/);
    expect(svg).toMatch(/fill='#[0-9A-F]{6}'/);
    expect(svg).toMatch(/<(path|circle|rect|polygon) /);
    // Nothing that would need escaping or could script: no raw quotes, no script.
    expect(logo).not.toMatch(/["<>#\s]/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('deduplicates: fewer logos than SDKs, and every logo is used by an SDK or as an icon', () => {
    const used = new Set<string>(SDK_KEYS.map((key) => SDK_CATALOG[key].logoId));
    expect(used.size).toBeLessThan(SDK_KEYS.length);
    const icons = Object.values(SDK_ICONS);
    const unused = Object.entries(LOGOS).filter(([id, url]) => !used.has(id) && !icons.includes(url));
    expect(unused).toEqual([]);
  });

  it('has a well-formed image icon for iconKey', () => {
    const svg = decode(SDK_ICONS.image);
    expect(svg).toMatch(/^<svg [^>]*viewBox='0 0 24 24'/);
    expect(svg).toMatch(/<path /);
  });

  it('keeps the bundle small', () => {
    const bytes = Object.values(LOGOS).reduce((sum, url) => sum + url.length, 0);
    expect(bytes).toBeLessThan(40_000);
  });

  it('credits every logo', () => {
    expect(LOGO_CREDITS.map((credit) => credit.id).sort()).toEqual(Object.keys(LOGOS).sort());
    // Non-commercial licences are not acceptable for a product site.
    expect(LOGO_CREDITS.filter((credit) => credit.license?.includes('NC'))).toEqual([]);
  });
});
