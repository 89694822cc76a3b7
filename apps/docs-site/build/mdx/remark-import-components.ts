import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { esmNode } from './export-const.ts';

/** The module each component comes from, by the name pages use for it (`SdkInstall`). */
export type ComponentModules = Readonly<Record<string, string>>;

/** Names a page declares itself: its own imports and exports take precedence. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
        for (const declarator of statement.declaration.declarations) {
          if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
        }
      }
    }
  });
  return names;
}

/**
 * Imports the components a page uses (`<SdkInstall />`) from their modules,
 * so each page's chunk brings the components it needs instead of the entry
 * bundle carrying every component for every page. Authors still write them
 * without an import; runs after the plugins that add components (admonitions).
 */
export function remarkImportComponents(modules: ComponentModules) {
  return (tree: Root) => {
    const used = new Set<string>();
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const name = (node as { name?: string | null }).name;
      if (name && Object.hasOwn(modules, name)) used.add(name);
    });
    const declared = declaredNames(tree);
    const names = [...used].filter((name) => !declared.has(name)).sort();
    if (names.length === 0) return;
    tree.children.unshift(
      esmNode(
        names.map((name): ImportDeclaration => ({
          type: 'ImportDeclaration',
          specifiers: [
            { type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } },
          ],
          source: { type: 'Literal', value: modules[name] as string },
          attributes: [],
        })),
      ),
    );
  };
}
