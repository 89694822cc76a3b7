import { valueToEstree } from 'estree-util-value-to-estree';

/**
 * An MDX ESM node for `export const <name> = <value>`, for plugins that
 * compute data at build time (headings, reading time) and hand it to the page.
 */
export function exportConst(name: string, value: unknown) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) },
              ],
            },
          },
        ],
      },
    },
  };
}
