import type { ProgressBarProps } from '@docs/docs-chrome';
import { useLocation, useNavigation } from 'react-router-dom';
import { withoutBasename } from './baseUrl';

/**
 * The props of the chrome's top ProgressBar: the page on screen and the one
 * being loaded, whose bar starts 200 ms after a route change to a different
 * path and ends when the route has updated.
 */
export function useProgressBar(basename: string): Pick<ProgressBarProps, 'pathname' | 'pendingPathname'> {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location ? withoutBasename(navigation.location.pathname, basename) : undefined;
  return { pathname, pendingPathname: pending };
}
