import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * The active option of a listbox driven from a text box: the first one again
 * whenever the options change (`optionsKey`), ArrowDown / ArrowUp move and
 * wrap, Enter chooses. The active option is scrolled into view.
 */
export function useActiveOption(
  optionsKey: string,
  count: number,
  optionId: (index: number) => string,
  choose: (index: number) => void,
) {
  const [active, setActive] = useState(0);
  const [seenKey, setSeenKey] = useState(optionsKey);
  if (seenKey !== optionsKey) {
    setSeenKey(optionsKey);
    setActive(0);
  }
  const activeIndex = Math.min(active, count - 1);
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (count === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(activeIndex);
    }
  };
  return { activeIndex, activeId, setActive, onKeyDown };
}
