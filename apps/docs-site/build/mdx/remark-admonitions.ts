import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
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
