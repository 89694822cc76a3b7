import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';

/** An MDX ESM node (what `import` and `export` lines of a page become) holding `body`. */
export function esmNode(body: Program['body']) {
  return {
    type: 'mdxjsEsm' as const,
    value: '',
    data: { estree: { type: 'Program' as const, sourceType: 'module' as const, body } },
  };
}

/**
 * An MDX ESM node for `export const <name> = <value>`, for plugins that
 * compute data at build time (headings, reading time) and hand it to the page.
 */
export function exportConst(name: string, value: unknown) {
  return esmNode([
    {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      attributes: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: { type: 'Identifier', name },
            init: valueToEstree(value),
          },
        ],
      },
    },
  ]);
}
