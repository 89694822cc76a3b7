import { useEffect, type RefObject } from 'react';
import { scrollToShow } from './scrollToShow';

/**
 * Scrolls a tab list sideways so that its selected tab is in view, when the
 * selection changes (also when the reader's SDK selects it after hydration).
 * Only the list scrolls: `scrollIntoView` would scroll the page as well.
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: number): void {
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelectorAll<HTMLElement>('[role="tab"]')[selected];
    if (box && tab) scrollWithin(box, tab);
  }, [list, selected]);
}

/** Scrolls `box` alone, as little as possible, so that `child` is in view. */
function scrollWithin(box: HTMLElement, child: HTMLElement): void {
  const boxLeft = box.getBoundingClientRect().left + box.clientLeft;
  const { left, right } = child.getBoundingClientRect();
  const start = left - boxLeft + box.scrollLeft;
  box.scrollLeft = scrollToShow(
    { scrollStart: box.scrollLeft, size: box.clientWidth },
    { start, end: start + (right - left) },
  );
}
