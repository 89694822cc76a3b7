import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { MoonIcon, SunIcon } from '../icons/icons';
import styles from './NavbarColorModeToggle.module.css';

export type ColorMode = 'light' | 'dark';

export interface NavbarColorModeToggleProps {
  /** Controlled colour mode (e.g. from the host's store). */
  value?: ColorMode;
  /** Starting mode when uncontrolled; default `light`. */
  defaultValue?: ColorMode;
  /** Called with the new mode; the host stores it (local storage key `theme`) and sets `data-theme`. */
  onChange?: (mode: ColorMode) => void;
}

/**
 * The dark/light switch: a button whose name says the current mode. Its icon follows the
 * `data-theme` the host sets on `<html>` (before the first paint, from the reader's stored
 * choice), so a page rendered on the server in light mode and opened in dark shows the moon at
 * once, not after hydration; on a page without `data-theme`, the button's own mode decides.
 */
export function NavbarColorModeToggle({ value, defaultValue = 'light', onChange }: NavbarColorModeToggleProps) {
  const [mode, setMode] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
    caller: 'NavbarColorModeToggle',
  });
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
      data-mode={mode}
      onClick={() => setMode(next)}
    >
      {/* Both icons, one shown by the page's mode (see the stylesheet): right from the first paint. */}
      <SunIcon className={styles.sun} />
      <MoonIcon className={styles.moon} />
    </button>
  );
}
