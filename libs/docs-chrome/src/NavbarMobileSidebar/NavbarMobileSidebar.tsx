import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIsDesktop } from '../hooks/useMediaQuery';

export interface NavbarMobileSidebarProps {
  open: boolean;
  /** Called on Escape, on the close button or backdrop, and when the window becomes desktop width. */
  onClose: () => void;
  /** The drawer's top bar content (brand, colour-mode toggle), left of the close button. */
  header?: ReactNode;
  /** The docs sidebar (secondary menu); shown first, with `← Back to main menu` above it. */
  sidebar?: ReactNode;
  /** The main navbar items (primary menu). */
  children?: ReactNode;
  /** Accessible name of the dialog; default `Navigation`. */
  label?: string;
  id?: string;
}

// `@__PURE__`: an app that never renders the drawer drops the call and the chunk it imports.
const loadDrawer = () => import('./NavbarMobileSidebarDrawer');
const DrawerDialog = /* @__PURE__ */ lazy(() => loadDrawer().then((module) => ({ default: module.DrawerDialog })));

/** Starts loading the open drawer's code (pointing at, pressing or focusing the menu button). */
export const preloadMobileSidebar = (): void => void loadDrawer().catch(() => undefined);

/**
 * The mobile drawer (below 996px): a modal dialog that locks page scroll, traps
 * focus, closes on Escape and when the window becomes desktop width. With a docs
 * sidebar it shows that first and a `← Back to main menu` button leading to the
 * main navbar items. Opening and closing leave the page where the reader was:
 * Floating UI's overlay locks scroll without moving the page (and keeps its
 * width where a scrollbar disappears), and its focus manager gives focus back to
 * the element that opened the drawer without scrolling to it (a plain `focus()`
 * on a button of the sticky navbar scrolled the page up by half a window, as the
 * root's scroll padding covers the navbar). A link to the page on screen only
 * closes the drawer: following it would be a navigation to the same place.
 * The open drawer is a chunk of its own (`NavbarMobileSidebarDrawer`), so
 * Floating UI is not in the page's first load: it loads once the page is idle below the
 * desktop width, and `preloadMobileSidebar` (pointing at the menu button) starts it sooner.
 */
export function NavbarMobileSidebar({
  open,
  onClose,
  header,
  sidebar,
  children,
  label = 'Navigation',
  id,
}: NavbarMobileSidebarProps) {
  const isDesktop = useIsDesktop();
  useEffect(() => {
    if (open && isDesktop) onClose();
  }, [open, isDesktop, onClose]);
  // Below the desktop width the menu button is the way around the site: the drawer's code loads
  // once the page is idle, so the first tap opens it at once.
  useEffect(() => {
    if (isDesktop) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadMobileSidebar, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preloadMobileSidebar);
    return () => window.cancelIdleCallback(handle);
  }, [isDesktop]);
  if (!open) return null;
  // Until the drawer's code arrives, an empty element holds its id: the menu button's
  // aria-controls names it as soon as the drawer is open.
  return (
    <Suspense fallback={id ? <div id={id} hidden /> : null}>
      <DrawerDialog onClose={onClose} header={header} sidebar={sidebar} label={label} id={id}>
        {children}
      </DrawerDialog>
    </Suspense>
  );
}
