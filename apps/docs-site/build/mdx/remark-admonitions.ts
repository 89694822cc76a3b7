import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The admonition kinds authors may write as `:::note`, `:::tip`, `:::warning`, `:::danger`. */
export const ADMONITION_TYPES = ['note', 'tip', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

const isAdmonition = (name: string): name is AdmonitionType => (ADMONITION_TYPES as readonly string[]).includes(name);

/**
 * Turns container directives into `<Admonition type="…" title="…">`:
 *
 *     :::warning[Baselines are per viewport]
 *     Text…
 *     :::
 *
 * An unknown directive name fails the build with the allowed names.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    restoreTextAndLeafDirectives(tree, file);
    visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
      if (!parent || index === undefined) return;
      if (!isAdmonition(node.name)) {
        throw new Error(
          `${file.path}:${node.position?.start.line ?? '?'}: unknown admonition ":::${node.name}"; allowed: ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}.`,
        );
      }
      const [first, ...rest] = node.children;
      const hasLabel =
        first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const title = hasLabel
        ? first.children.map((child) => ('value' in child ? child.value : '')).join('')
        : undefined;
      const attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[] = [
        { type: 'mdxJsxAttribute', name: 'type', value: node.name },
      ];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes,
        children: hasLabel ? rest : node.children,
      } as unknown as Root['children'][number];
    });
  };
}

/**
 * Only `:::` containers are ours. A colon in prose ("09:42", "note:done") or
 * at a line start would otherwise become an empty directive element, so text
 * and leaf directives go back to exactly the source text they came from.
 */
function restoreTextAndLeafDirectives(tree: Root, file: VFile) {
  const source = String(file.value);
  visit(tree, (node, index, parent) => {
    if (node.type !== 'textDirective' && node.type !== 'leafDirective') return;
    if (!parent || index === undefined) return;
    const directive = node as TextDirective | LeafDirective;
    const start = directive.position?.start.offset;
    const end = directive.position?.end.offset;
    const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}`;
    const text = { type: 'text' as const, value };
    (parent.children as unknown[])[index] =
      node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text;
  });
}
