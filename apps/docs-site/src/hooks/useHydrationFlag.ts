import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated="true">` once React has taken over the
 * prerendered page: effects never run during server rendering, so the flag
 * only appears when the client is in charge (SPEC section 4).
 */
export function useHydrationFlag(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
