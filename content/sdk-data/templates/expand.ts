/**
 * Expands a template's React element into an HTML tree (hast), the tree an MDX page compiles to
 * before its rehype plugins run: the build then gives it heading ids and anchors, scrolling
 * tables and highlighted code exactly as it does an MDX page's, and the browser renders it with
 * the same components. Function components are called; HTML elements become elements; the
 * site's components (`clientComponent` in blocks.tsx) stay named elements whose props ride in
 * `data.props`; `Md` is parsed as Markdown.
 */
import type { Element, ElementContent, Properties, Root } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { find, html } from 'property-information';
import { Fragment, isValidElement, type ReactNode } from 'react';
import { CLIENT_COMPONENT, MARKDOWN } from './blocks';

/** The props of a site component kept for the browser, on its hast element. */
export interface ClientComponentData {
  props: Record<string, unknown>;
}

type Component = ((props: Record<string, unknown>) => ReactNode) & {
  [CLIENT_COMPONENT]?: string;
  [MARKDOWN]?: true;
};

/** The hast tree of a template's output. */
export function expandTemplate(node: ReactNode): Root {
  return { type: 'root', children: expand(node) };
}

function expand(node: ReactNode): ElementContent[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    return [{ type: 'text', value: String(node) }];
  }
  if (Array.isArray(node) || (typeof node === 'object' && Symbol.iterator in node)) {
    return [...(node as Iterable<ReactNode>)].flatMap(expand);
  }
  if (!isValidElement(node)) {
    throw new Error(`A template rendered ${Object.prototype.toString.call(node)}, which is not an element or text.`);
  }
  const { children, ...props } = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return expand(children);
  const type = node.type as string | Component;
  if (typeof type === 'string') {
    return [{ type: 'element', tagName: type, properties: properties(props), children: expand(children) }];
  }
  if (typeof type !== 'function')
    throw new Error(`Templates cannot render ${String(type)}; use elements and functions.`);
  const clientName = type[CLIENT_COMPONENT];
  if (clientName) {
    const data: ClientComponentData = { props };
    const element: Element = { type: 'element', tagName: clientName, properties: {}, children: expand(children) };
    return [Object.assign(element, { data })];
  }
  if (type[MARKDOWN]) return markdown(String(children ?? ''), props.inline === true);
  return expand(type(node.props as Record<string, unknown>));
}

/** React props of an HTML element as hast properties (`className` to a list, `aria-label` to `ariaLabel`). */
function properties(props: Record<string, unknown>): Properties {
  const result: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'key' || value === undefined) continue;
    if (name === 'className') result.className = String(value).split(/\s+/).filter(Boolean);
    else result[find(html, name).property] = value as Properties[string];
  }
  return result;
}

// The same texts (a pitfall, a member's description) recur on many pages: each is parsed once per
// process, and every use gets its own copy (the build's rehype steps change the tree in place).
const parsed = new Map<string, ElementContent[]>();

/** Markdown as hast: the paragraph's phrasing when `inline`, else the blocks. */
function markdown(text: string, inline: boolean): ElementContent[] {
  const key = `${inline ? 'i' : 'b'}${text}`;
  let nodes = parsed.get(key);
  if (!nodes) {
    nodes = parseMarkdown(text, inline);
    parsed.set(key, nodes);
  }
  return structuredClone(nodes);
}

function parseMarkdown(text: string, inline: boolean): ElementContent[] {
  const tree = toHast(fromMarkdown(text));
  const children = (tree.type === 'root' ? tree.children : [tree]) as ElementContent[];
  if (!inline) return children;
  const blocks = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [paragraph] = blocks;
  if (blocks.length !== 1 || paragraph?.type !== 'element' || (paragraph as Element).tagName !== 'p') {
    throw new Error(`Inline Markdown must be one paragraph: ${JSON.stringify(text.slice(0, 80))}`);
  }
  return (paragraph as Element).children;
}
