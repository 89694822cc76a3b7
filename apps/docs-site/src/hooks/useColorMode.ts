import { browserStorage, type ColorMode } from '@docs/docs-chrome';
import { useCallback, useSyncExternalStore } from 'react';

/** Local storage key of the reader's colour mode (`light` or `dark`). */
export const THEME_STORAGE_KEY = 'theme';

const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemMode = (): ColorMode => (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

/** The mode to show: the stored choice, else the system's (the same rule as the pre-paint script in index.html). */
export function preferredColorMode(): ColorMode {
  const stored = browserStorage.getItem(THEME_STORAGE_KEY);
  return isColorMode(stored) ? stored : systemMode();
}

function apply(mode: ColorMode) {
  document.documentElement.dataset.theme = mode;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // Another tab chose a mode (or cleared storage), or the system changed while no choice is stored.
  const follow = () => apply(preferredColorMode());
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) follow();
  };
  const media = matchMedia(DARK_QUERY);
  window.addEventListener('storage', onStorage);
  media.addEventListener('change', follow);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
    media.removeEventListener('change', follow);
  };
}

const current = (): ColorMode =>
  isColorMode(document.documentElement.dataset.theme) ? document.documentElement.dataset.theme : 'light';

/**
 * The colour mode on `<html data-theme>`. The server renders light; the
 * pre-paint script has already set the real mode, which React picks up right
 * after hydration without a mismatch.
 */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, current, () => 'light' as const);
  const choose = useCallback((next: ColorMode) => {
    browserStorage.setItem(THEME_STORAGE_KEY, next);
    apply(next);
  }, []);
  return [mode, choose];
}
