/**
 * The pre-paint script that keeps a search asked for before the app has
 * started (see prePaint.ts for how such scripts are written and serialised).
 * On a slow connection the prerendered page is there to read well before the
 * app hydrates; without it, `Ctrl+K` (or `/`, or a click on the navbar's
 * search box) pressed meanwhile did nothing, and the letters typed after it
 * were lost.
 */
import type { TypedKey } from '@docs/docs-chrome';

/** The `window` property under which the script leaves its {@link SearchRequestBuffer}. */
export const SEARCH_REQUEST_BUFFER = '__docsSearchRequest';

/**
 * The navbar's search box, before the app has started: the button that
 * declares `Ctrl+K` as its shortcut (`NavbarSearch`'s `aria-keyshortcuts`) is
 * the one that opens search.
 */
export const SEARCH_BUTTON_SELECTOR = 'button[aria-keyshortcuts~="Control+K"]';

/** What the script hands to the app. */
export interface SearchRequestBuffer {
  /**
   * Stops the script (it no longer sees any key or click) and returns what
   * the reader typed for search since asking for it (`''` for nothing), or
   * `undefined` when no search is asked for; `undefined` on later calls.
   */
  take: () => string | undefined;
}

/**
 * Until the app takes over (`window[name].take()`), notes a request for
 * search (a key press `isSearchShortcut` accepts, or a click on
 * `buttonSelector`) and, from then on, what the reader types, as
 * `typeAheadWith` reads keys (docs-chrome's, as the app's dialog reads
 * them). Those keys do nothing else: the browser's own `Ctrl+K`, `/` (quick
 * find) or Space (scroll) would take the reader away from search. Every other
 * key is left alone: letters with no request, shortcuts with other
 * modifiers, keys in a text field before any request. Escape, or a click
 * anywhere else, takes the request back, as it would close the dialog. If the
 * app's module script fails to load, the script stops: no app will take the
 * keys.
 */
export function bufferSearchRequest(
  name: string,
  buttonSelector: string,
  isSearchShortcut: (event: KeyboardEvent) => boolean,
  typeAheadWith: (text: string, event: TypedKey) => string | undefined,
): void {
  // `undefined` while no search is asked for.
  let typed: string | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (typed === undefined) {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      typed = '';
      return;
    }
    const next = typeAheadWith(typed, event);
    if (next !== undefined) {
      typed = next;
      event.preventDefault();
      event.stopPropagation();
    } else if (isSearchShortcut(event)) {
      // Asked again (`Ctrl+K`): search stays asked for, and the browser's own search stays shut.
      event.preventDefault();
    } else if (event.key === 'Escape') {
      typed = undefined;
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof Element && target.closest(buttonSelector)) {
      if (typed === undefined) typed = '';
    } else {
      typed = undefined;
    }
  };
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('error', onScriptError, true);
  };
  // A script's `error` event does not bubble: it is seen on the way down, in the capture phase.
  const onScriptError = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLScriptElement) || target.type !== 'module') return;
    stop();
    typed = undefined;
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('click', onClick, true);
  window.addEventListener('error', onScriptError, true);
  const buffer: SearchRequestBuffer = {
    take: () => {
      stop();
      const taken = typed;
      typed = undefined;
      return taken;
    },
  };
  (window as unknown as Record<string, SearchRequestBuffer>)[name] = buffer;
}
