import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

/**
 * A node of an SDK page as the build writes it (build/sdk-pages/page-module.ts): text, or
 * `[type, props, ...children]`, `type` being an HTML element or a site component's name.
 */
export type TemplateNode = string | [type: string, props: Record<string, unknown> | null, ...children: TemplateNode[]];

/**
 * Renders an SDK page's tree: each element through the component of its name when there is one
 * (`a` through the router's link, `pre` through the code block, `SdkInstall`...), as an MDX
 * page renders its Markdown.
 */
export function renderTemplatePage(
  tree: readonly TemplateNode[],
  components: Readonly<Record<string, ComponentType<never> | string | undefined>>,
): ReactNode {
  const render = (node: TemplateNode, key: number): ReactNode => {
    if (typeof node === 'string') return node;
    const [type, props, ...children] = node;
    const component = (components[type] ?? type) as string | ComponentType<Record<string, unknown>>;
    return createElement(component, { ...props, key }, ...children.map(render));
  };
  return createElement(Fragment, null, ...tree.map(render));
}
