import { describe, expect, it } from 'vitest';
import { brokenAnchorWarnings, buildRouteTable, checkLinks } from './index';

const { routes } = buildRouteTable({
  docIds: ['index', 'getting-started/overview', 'getting-started/viewports', 'concepts/eyes-test-manager/apps-&-tests'],
});

describe('checkLinks', () => {
  it('finds a broken link and a broken anchor and names the page', () => {
    const broken = checkLinks({
      routes,
      pages: [
        {
          path: '/getting-started/overview',
          links: [
            'viewports',
            'viewports#sizes',
            'viewports#nope',
            '/tutorials/getting-started/missing',
            '#the-moving-parts',
            '#gone',
            '/tutorials/concepts/eyes-test-manager/apps-&-tests',
            '/tutorials/concepts/eyes-test-manager/apps-%26-tests.html',
            '../',
            'https://example.com/elsewhere',
            'mailto:docs@example.com',
            '/other-site/page',
          ],
          anchors: ['the-moving-parts'],
        },
        { path: '/getting-started/viewports', links: ['/tutorials/getting-started/overview/'], anchors: ['sizes'] },
      ],
    });
    expect(broken).toEqual([
      {
        page: '/getting-started/overview',
        link: 'viewports#nope',
        reason: 'missing-anchor',
        target: '/getting-started/viewports',
        anchor: 'nope',
      },
      {
        page: '/getting-started/overview',
        link: '/tutorials/getting-started/missing',
        reason: 'missing-page',
        target: '/getting-started/missing',
      },
      {
        page: '/getting-started/overview',
        link: '#gone',
        reason: 'missing-anchor',
        target: '/getting-started/overview',
        anchor: 'gone',
      },
    ]);
  });

  it('does not check anchors of pages it has not seen', () => {
    expect(
      checkLinks({ routes, pages: [{ path: '/', links: ['getting-started/overview#anything'], anchors: [] }] }),
    ).toEqual([]);
  });

  it('turns broken anchors into warnings', () => {
    const broken = checkLinks({
      routes,
      pages: [{ path: '/', links: ['#top', '#missing', '/tutorials/nowhere'], anchors: ['top'] }],
    });
    expect(broken).toHaveLength(2);
    expect(brokenAnchorWarnings(broken)).toEqual([
      {
        code: 'broken-anchor',
        path: '/',
        message: 'Broken anchor on page "/": link "#missing" points to "#missing", which "/" does not have.',
      },
    ]);
  });
});
