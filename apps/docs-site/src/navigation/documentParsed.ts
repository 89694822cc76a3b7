/**
 * Resolves once the browser has parsed the whole document, in a task of its
 * own. The app's script is inserted after the first paint
 * (`startAppAfterFirstPaint`, src/head/prePaint.ts), and an inserted script
 * runs as soon as it has loaded, which on a long page can be while the parser
 * is still adding the table of contents or the footer: hydrating then would
 * find less markup than the server rendered. Already parsed, it still waits
 * for the next task, so evaluating the scripts and starting the app are two
 * shorter tasks rather than one long one.
 */
export function documentParsed(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else setTimeout(resolve, 0);
  });
}
