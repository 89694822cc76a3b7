import { useEffect, useRef } from 'react';

/**
 * Whether a key press asks for search: `Ctrl+K` or `Cmd+K` anywhere, or `/`
 * (no modifier) outside a text field, where `/` must stay a character.
 * Self-contained (no reference outside its body): a host may serialise it
 * into a script that runs before its app has started.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
    return true;
  }
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  const tag = target.tagName;
  return !target.isContentEditable && tag !== 'INPUT' && tag !== 'TEXTAREA' && tag !== 'SELECT';
}

/**
 * Calls `onShortcut` when the reader presses `Ctrl+K`, `Cmd+K` or `/` (see
 * {@link isSearchShortcut}), and keeps the browser from acting on the key
 * (`Ctrl+K` would focus its own search bar). Off while `enabled` is false.
 */
export function useSearchShortcut(onShortcut: () => void, enabled = true): void {
  const callback = useRef(onShortcut);
  useEffect(() => {
    callback.current = onShortcut;
  }, [onShortcut]);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
