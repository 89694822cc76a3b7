import { useEffect } from 'react';

/**
 * Locks the page's scroll (`overflow: hidden` on `<body>`) while `locked` is
 * true, and restores the previous value afterwards.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}
