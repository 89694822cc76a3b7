import { useMatches } from 'react-router-dom';
import { resolveHandle, type RouteHandle } from './routes';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle) return resolveHandle(handle, match.params);
  }
  return undefined;
}
