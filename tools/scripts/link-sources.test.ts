import { describe, expect, it } from 'vitest';
import { brokenLinkWarning, locateBrokenLinks, rendersAs, type BrokenLink } from './link-sources.mjs';

const BASE = '/tutorials/';

describe('rendersAs', () => {
  it('matches links written from the docs root, relative to the page or to an anchor, as the router renders them', () => {
    expect(rendersAs('/concepts/x#y', '/tutorials/concepts/x#y', '/guides/a', BASE)).toBe(true);
    expect(rendersAs('#y', '#y', '/guides/a', BASE)).toBe(true);
    expect(rendersAs('b', '/tutorials/guides/a/b', '/guides/a', BASE)).toBe(true);
    expect(rendersAs('../b#c', '/tutorials/guides/b#c', '/guides/a', BASE)).toBe(true);
    expect(rendersAs('/concepts/x', '/tutorials/concepts/x#y', '/guides/a', BASE)).toBe(false);
    expect(rendersAs('/concepts/z', '/tutorials/concepts/x', '/guides/a', BASE)).toBe(false);
  });
});

describe('locateBrokenLinks and brokenLinkWarning', () => {
  const pages = [
    { path: '/guides/a', source: 'content/docs/guides/a.mdx' },
    { path: '/blog', source: undefined },
  ];
  const sources = {
    'content/docs/guides/a.mdx': [
      { href: '/concepts/x#nope', line: 12 },
      { href: '/concepts/x', line: 14 },
      { href: '/concepts/x#nope', line: 30 },
    ],
  };

  it('names the source file and every line a broken link was written on', () => {
    const [located] = locateBrokenLinks(
      [
        {
          page: '/guides/a',
          link: '/tutorials/concepts/x#nope',
          reason: 'missing-anchor',
          target: '/concepts/x',
          anchor: 'nope',
        },
      ],
      { pages, sources, base: BASE },
    );
    expect(located).toMatchObject({ file: 'content/docs/guides/a.mdx', lines: [12, 30] });
    expect(brokenLinkWarning(located as BrokenLink)).toBe(
      'content/docs/guides/a.mdx:12, content/docs/guides/a.mdx:30: link "/tutorials/concepts/x#nope": ' +
        'page /concepts/x has no heading or element with id "nope"',
    );
  });

  it('names the file without a line when the link is not in its MDX, and the page when it has no source', () => {
    const located = locateBrokenLinks(
      [
        { page: '/guides/a', link: '/tutorials/gone', reason: 'missing-page', target: '/gone' },
        { page: '/blog', link: '/tutorials/gone', reason: 'missing-page', target: '/gone' },
      ],
      { pages, sources, base: BASE },
    );
    expect(located.map(brokenLinkWarning)).toEqual([
      'content/docs/guides/a.mdx (page /guides/a; the link is not in its MDX: navigation or a component): ' +
        'link "/tutorials/gone": no page has the path /gone',
      'page /blog: link "/tutorials/gone": no page has the path /gone',
    ]);
  });
});
