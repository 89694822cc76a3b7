import { useCallback, type KeyboardEvent } from 'react';
import { arrowTargetIndex } from './arrowFocus';

/**
 * A `keydown` handler for a container whose items (matched by `selector`) are
 * all in the Tab order: the arrow keys, Home and End move focus between them
 * (see `arrowTargetIndex`). Enter and Space are left to the focused button.
 */
export function useArrowFocus(selector: string) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
      const current = items.findIndex((item) => item === event.target);
      const next = arrowTargetIndex(event.key, current, items.length);
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
    },
    [selector],
  );
}
