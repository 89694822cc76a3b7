import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { useId, useState } from 'react';
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

/** The site's only locale (SPEC section 9: English only). */
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

/**
 * The language dropdown: opens on hover and on Enter (or Space, or a click),
 * closes on an outside click, on Escape and when the pointer leaves. Locale
 * links are plain anchors (another locale is another site build).
 */
export function NavbarLanguageSwitcher({
  locales = DEFAULT_LOCALES,
  currentLocale = 'en',
  mobile = false,
  onNavigate,
}: NavbarLanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const current = locales.find((locale) => locale.code === currentLocale) ?? locales[0];
  const {
    refs: floatingRefs,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { handleClose: safePolygon(), mouseOnly: true }),
    useClick(context),
    useDismiss(context),
  ]);

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
        ref={setReference}
        className={styles.button}
        aria-expanded={open}
        // The menu is only in the document while open; a reference to a missing id is invalid.
        aria-controls={open ? menuId : undefined}
        aria-label={`Language: ${current?.label ?? currentLocale}`}
        data-state={open ? 'open' : 'closed'}
        {...getReferenceProps()}
      >
        <GlobeIcon />
        <span className={styles.current} aria-hidden="true">
          {current?.label}
        </span>
      </button>
      {open ? (
        <div
          id={menuId}
          ref={setFloating}
          style={floatingStyles}
          className={styles.menu}
          data-state="open"
          {...getFloatingProps()}
        >
          {links}
        </div>
      ) : null}
    </div>
  );
}
