/**
 * Every prerendered page carries the same few inline scripts in its `<head>`
 * (the colour mode from index.html, and the pre-paint functions of
 * src/head serialised with `inlineScript`) and index.html's notes to its
 * maintainers. Written for people, with comments and indentation, they were
 * about 5 KB of each page's HTML, read before the first paint. The build
 * ships them compact:
 * - index.html: its HTML comments go (all but the `<!--app-…-->` markers the
 *   prerenderer fills in) and its inline scripts are minified;
 * - the pre-paint modules are minified in the server bundle, whose functions'
 *   source text `inlineScript` writes into the pages. Function names stay (the
 *   Content-Security-Policy check recognises a script by the function it
 *   calls) and so do top-level names; only names inside a function are
 *   shortened, which is safe because each function is self-contained.
 * The source stays as written, and the unit tests run it as written; the
 * browser tests run the compact form in the built site.
 */
import { resolve } from 'node:path';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import { PRE_PAINT_MODULES } from '../../../tools/scripts/csp.mjs';

/** `where` (a file name for errors) minified, or an error naming it and what the minifier said. */
function minified(where: string, code: string, module: boolean): string {
  const result = minifySync(where, code, {
    module,
    compress: { keepNames: { function: true, class: true } },
    mangle: { toplevel: false, keepNames: { function: true, class: true } },
  });
  if (result.errors.length > 0) {
    throw new Error(`compact-head: ${where} could not be minified: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  return result.code;
}

/** index.html as shipped: no maintainers' comments, inline scripts minified. */
export function compactTemplate(html: string, where = 'index.html'): string {
  return html
    .replace(/<!--(?!app-)[\s\S]*?-->\s*/g, '')
    .replace(
      /(<script\b(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)(<\/script>)/gi,
      (_, open: string, code: string, close: string) =>
        code.trim() === '' ? `${open}${close}` : `${open}${minified(where, code, false).trim()}${close}`,
    );
}

/** The pre-paint modules' code, minified as described above. */
export function compactPrePaintModule(code: string, where: string): string {
  return minified(where, code, true);
}

export function compactHead(appDir: string): Plugin[] {
  const prePaintFiles = new Set(PRE_PAINT_MODULES.map((file) => resolve(appDir, file)));
  return [
    {
      name: 'docs:compact-head-template',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: (html) => compactTemplate(html) },
    },
    {
      name: 'docs:compact-head-pre-paint',
      apply: 'build',
      enforce: 'post',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      transform(code, id) {
        const file = id.split('?')[0] ?? id;
        return prePaintFiles.has(file) ? { code: compactPrePaintModule(code, file), map: null } : undefined;
      },
    },
  ];
}
