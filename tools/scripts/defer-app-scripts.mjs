/**
 * Holds back a prerendered page's scripts until it has painted (see
 * apps/docs-site/src/head/prePaint.ts, `startAppAfterFirstPaint`).
 */

/** The module script and module preloads in a page's head, as Vite and preloadTags write them. */
const APP_SCRIPT_TAG = /\s*<(?:link rel="modulepreload"[^>]*|script type="module"[^>]*><\/script)>/g;

/**
 * The page with its module script and preloads taken out of the head and handed to `hold`, which
 * returns them in a template with the script that inserts them after the first paint
 * (src/head/prePaint.ts): the page's own chunks stay first, as the tests and the browser expect.
 */
export function deferAppScripts(html, hold) {
  const headEnd = html.indexOf('</head>');
  const tags = [];
  const head = html
    .slice(0, headEnd)
    .replace(APP_SCRIPT_TAG, (tag) => {
      tags.push(tag.trim());
      return '';
    })
    .trimEnd();
  return `${head}\n    ${hold(tags)}\n  ${html.slice(headEnd)}`;
}
