import { useEffect, useState } from 'react';

/**
 * Whether a sticky bar should hide: true after scrolling down past `threshold`
 * pixels, false again as soon as the reader scrolls up (or when disabled).
 */
export function useHideOnScroll(enabled: boolean, threshold = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (current < threshold) setHidden(false);
      else if (current > last) setHidden(true);
      else if (current < last) setHidden(false);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return enabled && hidden;
}
