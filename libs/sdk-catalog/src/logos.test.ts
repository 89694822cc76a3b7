import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGOS, LOGO_CREDITS, SDK_CATALOG, SDK_ICONS, SDK_KEYS, type LogoId } from './index';

const LOGOS_DIR = join(import.meta.dirname, 'logos');
const DATA_URL = 'data:image/svg+xml,';

/** The SVG file of a logo, the source of its URL. */
const svgOf = (id: string) => readFileSync(join(LOGOS_DIR, `${id}.svg`), 'utf8').trim();

/**
 * The URL a bundler made of a logo's file: a data URL of that SVG if it inlines
 * it (an app's choice), else a URL ending in the file's name.
 */
function expectUrlOfFile(url: string, id: string) {
  if (url.startsWith(DATA_URL)) {
    expect(decodeURIComponent(url.slice(DATA_URL.length)).replaceAll("'", '"')).toBe(svgOf(id));
  } else {
    expect(url).toMatch(new RegExp(`/logos/${id}(-[\\w-]+)?\\.svg$`));
  }
}

describe('logos', () => {
  it.each(SDK_KEYS)('%s has a well-formed SVG logo', (key) => {
    const { logo, logoId } = SDK_CATALOG[key];
    expect(logo).toBe(LOGOS[logoId]);
    expectUrlOfFile(logo, logoId);
    const svg = svgOf(logoId);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toMatch(/viewBox="0 0 24 24"/);
    expect(svg).toMatch(/fill="#[0-9A-F]{6}"/);
    expect(svg).toMatch(/<(path|circle|rect|polygon) /);
    // Nothing that could script.
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('has one SVG file per logo id and no other', () => {
    const files = readdirSync(LOGOS_DIR).sort();
    expect(files).toEqual(
      Object.keys(LOGOS)
        .map((id) => `${id}.svg`)
        .sort(),
    );
    for (const id of Object.keys(LOGOS) as LogoId[]) expectUrlOfFile(LOGOS[id], id);
  });

  it('deduplicates: fewer logos than SDKs, and every logo is used by an SDK or as an icon', () => {
    const used = new Set<string>(SDK_KEYS.map((key) => SDK_CATALOG[key].logoId));
    expect(used.size).toBeLessThan(SDK_KEYS.length);
    const icons = Object.values(SDK_ICONS);
    const unused = Object.entries(LOGOS).filter(([id, url]) => !used.has(id) && !icons.includes(url));
    expect(unused).toEqual([]);
  });

  it('has a well-formed image icon for iconKey', () => {
    expect(SDK_ICONS.image).toBe(LOGOS.image);
    expect(svgOf('image')).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
  });

  it('keeps every logo small', () => {
    const bytes = Object.keys(LOGOS).reduce((sum, id) => sum + svgOf(id).length, 0);
    expect(bytes).toBeLessThan(30_000);
  });

  it('credits every logo', () => {
    expect(LOGO_CREDITS.map((credit) => credit.id).sort()).toEqual(Object.keys(LOGOS).sort());
    // Non-commercial licences are not acceptable for a product site.
    expect(LOGO_CREDITS.filter((credit) => credit.license?.includes('NC'))).toEqual([]);
  });
});
