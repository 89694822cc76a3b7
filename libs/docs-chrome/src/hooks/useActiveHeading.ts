import { useEffect, useState } from 'react';

export interface ActiveHeadingOptions {
  /** Margin of the observed viewport; the default leaves room for the sticky navbar. */
  rootMargin?: string;
}

/**
 * The id of the heading the reader is at, watched with IntersectionObserver:
 * the first of `ids` in view, or, when none is in view, the last one scrolled
 * past. `undefined` until the first observation (and on the server).
 */
export function useActiveHeading(
  ids: readonly string[],
  { rootMargin = '-60px 0px -40% 0px' }: ActiveHeadingOptions = {},
) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const order = key === '' ? [] : key.split('\n');
    const elements = order.map((id) => document.getElementById(id)).filter((element) => element !== null);
    if (elements.length === 0) return;
    const visible = new Set<string>();
    const passed = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id;
          if (entry.isIntersecting) {
            visible.add(id);
            passed.delete(id);
          } else {
            visible.delete(id);
            if (entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0)) passed.add(id);
            else passed.delete(id);
          }
        }
        const firstVisible = order.find((id) => visible.has(id));
        const lastPassed = [...order].reverse().find((id) => passed.has(id));
        const next = firstVisible ?? lastPassed;
        if (next !== undefined) setActiveId(next);
      },
      { rootMargin },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key, rootMargin]);
  return activeId;
}
