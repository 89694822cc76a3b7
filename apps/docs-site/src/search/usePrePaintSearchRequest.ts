import { useEffect, useEffectEvent } from 'react';
import { SEARCH_REQUEST_BUFFER, type SearchRequestBuffer } from '../head/searchRequestBuffer';

/**
 * What the reader typed for search before the app started (`''` for
 * nothing), or `undefined` when they did not ask for search or the page has
 * no such script (src/head/searchRequestBuffer.ts); the script stops either
 * way, so no key is handled twice.
 */
export function takePrePaintSearchRequest(scope: object = window): string | undefined {
  const buffer = (scope as Record<string, SearchRequestBuffer | undefined>)[SEARCH_REQUEST_BUFFER];
  return buffer?.take();
}

/**
 * Once hydrated, takes over from the page's pre-paint script: calls
 * `onRequest` with what was typed when the reader asked for search before the
 * app started. Call it in the component whose children listen for the search
 * shortcuts: their effects run first, in the same task, so no key falls
 * between the script and the app.
 */
export function usePrePaintSearchRequest(onRequest: (typed: string) => void): void {
  const requested = useEffectEvent((typed: string) => onRequest(typed));
  useEffect(() => {
    const typed = takePrePaintSearchRequest();
    if (typed !== undefined) requested(typed);
  }, []);
}
