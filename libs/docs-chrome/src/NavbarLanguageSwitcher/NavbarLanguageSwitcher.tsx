import { lazy, Suspense, useCallback, useId, useState, type PointerEvent } from 'react';
import { GlobeIcon } from '../icons/icons';
import styles from './NavbarLanguageSwitcher.module.css';

export interface NavbarLocale {
  /** BCP 47 code, e.g. `en`. */
  code: string;
  /** Name in its own language, e.g. `English`. */
  label: string;
  /** Address of the current page in this locale. */
  href: string;
}

/** The site's only locale: the docs are in English only. */
export const DEFAULT_LOCALES: readonly NavbarLocale[] = [{ code: 'en', label: 'English', href: '/tutorials/' }];

export interface NavbarLanguageSwitcherProps {
  locales?: readonly NavbarLocale[];
  /** Code of the current locale; default `en`. */
  currentLocale?: string;
  /** Render as a plain list for the mobile drawer instead of a dropdown. */
  mobile?: boolean;
  /** Called when a locale link is followed. */
  onNavigate?: () => void;
}

// The open menu (with Floating UI) loads on first use; pointing at or focusing the button starts it.
// `@__PURE__`: an app that never renders the switcher drops the call and the chunk it imports
// (a top-level call is otherwise a side effect a bundler keeps).
const loadMenu = () => import('./NavbarLanguageMenu');
const NavbarLanguageMenu = /* @__PURE__ */ lazy(() =>
  loadMenu().then((module) => ({ default: module.NavbarLanguageMenu })),
);
const preload = () => void loadMenu().catch(() => undefined);

/**
 * The language dropdown: opens on hover and on Enter (or Space, or a click),
 * closes on an outside click, on Escape and, when hover opened it, when the
 * pointer leaves; a click makes a hover-opened menu stay. Locale links are
 * plain anchors (another locale is another site build).
 */
export function NavbarLanguageSwitcher({
  locales = DEFAULT_LOCALES,
  currentLocale = 'en',
  mobile = false,
  onNavigate,
}: NavbarLanguageSwitcherProps) {
  // How the menu was opened: `hover` closes when the pointer leaves, `click` stays until dismissed.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | undefined>(undefined);
  const open = openedBy !== undefined;
  const setOpen = (next: boolean) => setOpenedBy(next ? 'click' : undefined);
  const menuId = useId();
  // The menu's chunk may still be loading after the button opened it: name it only once it is there.
  const [menuShown, setMenuShown] = useState(false);
  const current = locales.find((locale) => locale.code === currentLocale) ?? locales[0];
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => setAnchor(node), []);
  const onPointerEnter = (event: PointerEvent<HTMLButtonElement>) => {
    preload();
    if (event.pointerType === 'mouse' && !open) setOpenedBy('hover');
  };

  const links = (
    <ul className={styles.list}>
      {locales.map((locale) => (
        <li key={locale.code}>
          <a
            href={locale.href}
            lang={locale.code}
            hrefLang={locale.code}
            className={styles.link}
            {...(locale.code === current?.code ? { 'aria-current': 'true' as const } : {})}
            onClick={() => {
              setOpen(false);
              onNavigate?.();
            }}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </ul>
  );

  if (mobile) {
    return (
      <div className={styles.mobile} role="group" aria-label="Languages">
        {links}
      </div>
    );
  }

  return (
    <div className={styles.dropdown}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.button}
        aria-expanded={open}
        // The menu is only in the document while open (and loaded); a reference to a missing id is invalid.
        aria-controls={open && menuShown ? menuId : undefined}
        aria-label={`Language: ${current?.label ?? currentLocale}`}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={onPointerEnter}
        onFocus={preload}
        // A click opens, makes a hover-opened menu stay, and closes a clicked-open one.
        onClick={() => setOpenedBy(openedBy === 'click' ? undefined : 'click')}
      >
        <GlobeIcon />
        <span className={styles.current} aria-hidden="true">
          {current?.label}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NavbarLanguageMenu
            anchor={anchor}
            id={menuId}
            closeOnLeave={openedBy === 'hover'}
            onClose={() => setOpenedBy(undefined)}
            onShown={setMenuShown}
          >
            {links}
          </NavbarLanguageMenu>
        </Suspense>
      ) : null}
    </div>
  );
}
