import { useEffect, useState } from 'react';

/** The parts of a key press that decide what it types. */
export type TypedKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>;

/**
 * `text` after a key press, as a text box would have it: one character
 * more, or one less on Backspace; `undefined` for a key that types nothing
 * (a shortcut, Enter, an arrow, Tab, a key of an input method).
 * Self-contained (no reference outside its body): a host may serialise it
 * into a script that runs before its app has started.
 */
export function typeAheadWith(text: string, event: TypedKey): string | undefined {
  if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key === 'Backspace') return [...text].slice(0, -1).join('');
  // A printable key's `key` is the one character it types (`Enter`, `ArrowUp`… are names).
  return [...event.key].length === 1 ? text + event.key : undefined;
}

/**
 * Keeps the keys a reader types between asking for search and the search
 * box taking the focus (its code may still be downloading), so that none
 * is lost.
 */
export interface SearchTypeAhead {
  /**
   * Starts keeping what is typed, anywhere on the page (the keys do nothing else meanwhile), after
   * `typed` (what the reader typed for search before the app started, default none). Again while
   * keeping, `typed` goes before what is kept (it was typed earlier); without it, a no-op.
   */
  start: (typed?: string) => void;
  /** What was typed since `start` (`''` when nothing), and stops keeping keys: call as the search box takes the focus. */
  take: () => string;
}

/** A {@link SearchTypeAhead} listening on `target` (the document) while started. */
export function createSearchTypeAhead(target: Pick<Document, 'addEventListener' | 'removeEventListener'>) {
  let text = '';
  let listening = false;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = typeAheadWith(text, event);
    if (next === undefined) return;
    // Before any other handler: the key must not also type into a field or scroll the page.
    event.preventDefault();
    event.stopPropagation();
    text = next;
  };
  const take = () => {
    const typed = text;
    text = '';
    if (listening) target.removeEventListener('keydown', onKeyDown, true);
    listening = false;
    return typed;
  };
  const start = (typed = '') => {
    text = listening ? typed + text : typed;
    if (listening) return;
    listening = true;
    target.addEventListener('keydown', onKeyDown, true);
  };
  return { start, take } satisfies SearchTypeAhead;
}

/**
 * A {@link SearchTypeAhead} for the page's life: give it to `NavbarSearch`
 * (which starts it when search opens) and to `SearchDialog` (which takes the
 * text as its query when its box has the focus). Stops listening on unmount.
 */
export function useSearchTypeAhead(): SearchTypeAhead {
  const [typeAhead] = useState(() => {
    let current: SearchTypeAhead | undefined;
    // Created on first use: there is no document on the server.
    const instance = () => (current ??= createSearchTypeAhead(document));
    return { start: (typed?: string) => instance().start(typed), take: () => (current ? current.take() : '') };
  });
  useEffect(() => () => void typeAhead.take(), [typeAhead]);
  return typeAhead;
}
