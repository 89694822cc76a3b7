import {
  createContext,
  useContext,
  useMemo,
  type AriaRole,
  type ComponentType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';
import { browserStorage, type StorageLike } from '../utils/storage';

/**
 * Props the chrome passes to the host's link component. The link must pass
 * every one of them on to its anchor (search results are links with
 * `role="option"`, an `id` and `aria-selected`).
 */
export interface DocsChromeLinkProps {
  /** Route path relative to the router's basename, e.g. `/getting-started/overview`. */
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page' | 'location' | 'true' | boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  id?: string;
  role?: AriaRole;
  tabIndex?: number;
  'aria-selected'?: boolean;
  onMouseMove?: MouseEventHandler<HTMLAnchorElement>;
}

/** The host's link component: a router link, or the default plain `<a>`. */
export type DocsChromeLink = ComponentType<DocsChromeLinkProps>;

/** The default link: a plain anchor. */
export function PlainLink({ href, children, ...rest }: DocsChromeLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export interface DocsChromeContextValue {
  /** Renders internal links; external links are always plain anchors. */
  Link: DocsChromeLink;
  /** Where the chrome keeps preferences such as the announcement bar's dismissal. */
  storage: StorageLike;
}

const DocsChromeContext = createContext<DocsChromeContextValue>({ Link: PlainLink, storage: browserStorage });

export interface DocsChromeProviderProps {
  /** The router's link component; default a plain `<a>`. */
  Link?: DocsChromeLink;
  /** Default: `localStorage` behind a wrapper that never throws. */
  storage?: StorageLike;
  children?: ReactNode;
}

/** Injects the host's router link and storage into every chrome component below it. */
export function DocsChromeProvider({ Link = PlainLink, storage = browserStorage, children }: DocsChromeProviderProps) {
  const value = useMemo(() => ({ Link, storage }), [Link, storage]);
  return <DocsChromeContext.Provider value={value}>{children}</DocsChromeContext.Provider>;
}

/** The injected link component and storage (defaults when there is no provider). */
export function useDocsChrome(): DocsChromeContextValue {
  return useContext(DocsChromeContext);
}
