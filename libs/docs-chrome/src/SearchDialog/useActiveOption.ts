import { useEffect, useState, type KeyboardEvent } from 'react';

/**
 * The active option of a listbox driven from a text box, kept by its key:
 * the first option again whenever the query (`queryKey`) changes; when the
 * options change for the same query (a fuller index answered, the SDK switch
 * moved), the option that was active stays active wherever it moved (the
 * reader's choice, or the first option they were shown: Enter opens what
 * was highlighted), or the first when it is gone. ArrowDown / ArrowUp move
 * and wrap, Enter chooses. The active option is scrolled into view.
 */
export function useActiveOption(
  optionKeys: readonly string[],
  queryKey: string,
  optionId: (index: number) => string,
  choose: (index: number) => void,
  /** Options that are not held when first shown (a trailing "more results" option, active only for lack of any other). */
  notHeldFirst: (key: string) => boolean = () => false,
) {
  const [activeKey, setActiveKey] = useState<string | undefined>();
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setActiveKey(undefined);
  }
  const count = optionKeys.length;
  const kept = activeKey === undefined ? -1 : optionKeys.indexOf(activeKey);
  // The first option shown is held by its key too, so results that arrive later do not move the highlight;
  // one that is first only for lack of others is not: the results that arrive then come first.
  const first = optionKeys[0];
  if (kept === -1 && first !== undefined && !notHeldFirst(first)) setActiveKey(first);
  const activeIndex = count === 0 ? -1 : Math.max(kept, 0);
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const setActive = (index: number) => setActiveKey(optionKeys[index]);
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
