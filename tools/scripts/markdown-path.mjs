/**
 * Where a page's Markdown is served: its address plus `.md`. A page's address has
 * no trailing slash (the servers redirect `/a/` to `/a`), so a section's index
 * page `/sdks/cypress` gives `sdks/cypress.md`, beside the folder of its
 * sub-pages; the landing page `/` gives `index.md`. Shared by the build, which
 * writes the files, and the site, which links them ("View as Markdown" and the
 * `<link rel="alternate" type="text/markdown">` of each page).
 */

/**
 * The Markdown file of a route path, relative to the site's base path.
 *
 * @param {string} path a route path relative to the base (`/`, `/sdks/cypress`, `/a/b/`)
 * @returns {string} `index.md`, `sdks/cypress.md`, `a/b.md`
 * @example
 * markdownFileForPath('/getting-started/overview'); // 'getting-started/overview.md'
 */
export function markdownFileForPath(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.md`;
}
