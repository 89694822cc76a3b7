/**
 * Moves the focus to what a reader of a newly shown page wants first: the
 * heading the URL's anchor names, else the page's first heading, else the
 * main landmark. Returns what to announce: the focused heading's text, else
 * the document title.
 */
export function focusPage(doc: Document, hash: string): string {
  const main = doc.getElementById('main-content') ?? doc.querySelector('main');
  const anchored = hash.length > 1 ? doc.getElementById(safeDecode(hash.slice(1))) : null;
  const heading = main?.querySelector('h1');
  const target = anchored ?? heading ?? main;
  if (!(target instanceof HTMLElement)) return doc.title;
  if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1');
  // The router restores or resets the scroll position; focusing must not move it.
  target.focus({ preventScroll: true });
  return /^H[1-6]$/.test(target.tagName) ? (target.textContent ?? '').trim() || doc.title : doc.title;
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [tabindex]');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
