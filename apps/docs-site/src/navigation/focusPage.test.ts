import { afterEach, describe, expect, it } from 'vitest';
import { focusPage } from './focusPage';

function page(html: string) {
  document.body.innerHTML = `<a href="/x">A link</a><main id="main-content" tabindex="-1">${html}</main>`;
  document.title = 'Match levels | Eyes Tutorials';
}

describe('focusPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("focuses the page's heading, without a tab stop of its own, and returns its text", () => {
    page('<h1 id="match-levels">Match levels</h1><p>Text</p>');
    expect(focusPage(document, '')).toBe('Match levels');
    const heading = document.querySelector('h1');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the heading the anchor names', () => {
    page('<h1>Match levels</h1><h3 id="layout">Layout</h3>');
    expect(focusPage(document, '#layout')).toBe('Layout');
    expect(document.getElementById('layout')).toHaveFocus();
  });

  it('decodes the anchor, and ignores an anchor that names nothing', () => {
    page('<h1>Match levels</h1><h2 id="apps-&amp;-tests">Apps &amp; tests</h2>');
    expect(focusPage(document, '#apps-%26-tests')).toBe('Apps & tests');
    expect(focusPage(document, '#nothing-here')).toBe('Match levels');
    expect(focusPage(document, '#%E0%A4%A')).toBe('Match levels');
  });

  it('focuses the main content and announces the title when the page has no heading', () => {
    page('<div role="alert">Failed to fetch dynamically imported module</div>');
    expect(focusPage(document, '')).toBe('Match levels | Eyes Tutorials');
    expect(document.getElementById('main-content')).toHaveFocus();
  });
});
