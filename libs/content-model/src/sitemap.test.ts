import { describe, expect, it } from 'vitest';
import { buildRouteTable, encodePath, escapeXml, sitemapXml } from './index';

describe('sitemapXml', () => {
  const { routes } = buildRouteTable({
    docIds: ['index', 'integrations/index', 'concepts/eyes-test-manager/apps-&-tests'],
  });
  const xml = sitemapXml(routes, { origin: 'https://docs.example.com/', basePath: '/tutorials/' });

  it('lists every route but the catch-all, monthly, priority 0.5', () => {
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://docs.example.com/tutorials/</loc><changefreq>monthly</changefreq><priority>0.5</priority></url>',
        '  <url><loc>https://docs.example.com/tutorials/integrations</loc><changefreq>monthly</changefreq><priority>0.5</priority></url>',
        '  <url><loc>https://docs.example.com/tutorials/concepts/eyes-test-manager/apps-&amp;-tests</loc><changefreq>monthly</changefreq><priority>0.5</priority></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(xml).not.toContain('*');
  });

  it('encodes paths as a browser does and escapes them for XML', () => {
    expect(encodePath('/a-&-b c/ü<x>')).toBe('/a-&-b%20c/%C3%BC%3Cx%3E');
    expect(encodePath('/concepts/eyes-test-manager/apps-&-tests')).toBe(
      new URL('/concepts/eyes-test-manager/apps-&-tests', 'https://x').pathname,
    );
    expect(escapeXml(`a & b <c> "d" 'e'`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;');
  });

  it('defaults the base path to /tutorials/', () => {
    expect(sitemapXml(routes, { origin: 'https://x.test' })).toContain(
      '<loc>https://x.test/tutorials/integrations</loc>',
    );
  });
});
