import { describe, expect, it } from 'vitest';
import { linksAndAnchors, outputFileForPath } from './page-document.mjs';

describe('linksAndAnchors', () => {
  it('reads link targets and ids with their character references decoded, as a browser would', () => {
    // React escapes & and ' in attributes; hand-written HTML in content may use numeric references too.
    const html = `<h2 id="what&#x27;s-new">What's new</h2><h3 id="a&#38;b">A&amp;B</h3>
      <p><a class="x" href="/tutorials/search?q=eyes&amp;sdk=java">search</a>
      <a href="/tutorials/concepts/match-levels#strict&#x2D;level">strict</a></p>`;
    expect(linksAndAnchors(html)).toEqual({
      links: ['/tutorials/search?q=eyes&sdk=java', '/tutorials/concepts/match-levels#strict-level'],
      anchors: ["what's-new", 'a&b'],
    });
  });
});

describe('outputFileForPath', () => {
  it('writes a route as its folder index, the landing page at the root', () => {
    expect(outputFileForPath('/')).toBe('index.html');
    expect(outputFileForPath('/getting-started/overview/')).toBe('getting-started/overview/index.html');
  });
});
