import { useCallback, type KeyboardEvent } from 'react';
import { arrowTargetIndex } from './arrowFocus';

/** Which item (index into `items`) a key moves focus to from item `current`; `undefined` leaves the key alone. */
export type ArrowTarget = (key: string, current: number, items: readonly HTMLElement[]) => number | undefined;

/** One row of items, wrapping around (see `arrowTargetIndex`). */
const inOneRow: ArrowTarget = (key, current, items) => arrowTargetIndex(key, current, items.length);

/**
 * A `keydown` handler for a container whose items (matched by `selector`) are
 * all in the Tab order: the arrow keys, Home and End move focus between them,
 * where `target` says (by default along one row, see `arrowTargetIndex`).
 * Enter and Space are left to the focused button; keys with a modifier are not handled.
 */
export function useArrowFocus(selector: string, target: ArrowTarget = inOneRow) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
      const next = target(
        event.key,
        items.findIndex((item) => item === event.target),
        items,
      );
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
    },
    [selector, target],
  );
}
