import { useEffect, useRef } from 'react';

/** Whether a key press lands in something that takes text, where `/` must stay a character. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * Whether a key press asks for search: `Ctrl+K` or `Cmd+K` anywhere, or `/`
 * (no modifier) outside a text field.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
    return true;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
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
