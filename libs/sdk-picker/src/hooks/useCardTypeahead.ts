import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useFloatingRootContext, useTypeahead } from '@floating-ui/react';
import type { SdkKey } from '@docs/sdk-catalog';
import { matchTypeahead, typeaheadNames } from './cardTypeahead';

/** Typed letters count as one search while each follows the last within this time (milliseconds). */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * Type-ahead over the cards (`selector` inside the element the returned handlers go on), one
 * per `sdks` key in order: typing letters focuses the next card whose SDK name starts with
 * them (see `matchTypeahead`); letters typed within `TYPEAHEAD_RESET_MS` of each other extend
 * the search, the same letter again goes on to the next card it starts. Floating UI's
 * `useTypeahead` keeps the typed text and its timer; the picker is not a floating element, so
 * its context is a root context that is always open.
 */
export function useCardTypeahead(sdks: readonly SdkKey[], selector: string) {
  const context = useFloatingRootContext({ open: true, elements: { reference: null, floating: null } });
  const listRef = useRef<(string | null)[]>([]);
  const container = useRef<HTMLElement | null>(null);
  const cards = () => Array.from(container.current?.querySelectorAll<HTMLElement>(selector) ?? []);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const { floating } = useTypeahead(context, {
    listRef,
    activeIndex,
    resetMs: TYPEAHEAD_RESET_MS,
    findMatch: matchTypeahead,
    // Type-ahead keeps the characters it takes from the page; `/` is the common search shortcut
    // (the docs site's among them) and starts no SDK name, so it stays the page's.
    ignoreKeys: ['/'],
    onMatch: (index) => cards()[index]?.focus(),
  });
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      listRef.current = typeaheadNames(sdks);
      floating?.onKeyDown?.(event);
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => floating?.onKeyUp?.(event),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      container.current = event.currentTarget;
      const index = cards().indexOf(event.target);
      setActiveIndex(index === -1 ? null : index);
    },
  };
}
