import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { canonicalSdk, pickerCategoryForSdk, SDK_CATALOG, SDK_KEYS, type SdkKey } from '@docs/sdk-catalog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { SdkPickerProps } from '../SdkPicker';
import { useSdkLogoSrc } from '../SdkLogoProvider/SdkLogoProvider';
import '../theme.css';
import styles from './SdkPickerPopover.module.css';

export { SDK_PICKER_TOOLTIP_OFFSET } from './constants';

export interface SdkPickerPopoverProps extends Omit<SdkPickerProps, 'className'> {
  /**
   * The current SDK: its logo and short name show on the button (the full name, where it is longer,
   * is the button's accessible name and its hover tooltip) and its card is marked in the popup.
   */
  value: SdkKey;
  /** The button's accessible label, read before the SDK name and used as the popup's name. Default `'Select SDK'`. */
  label?: string;
  /**
   * Text of a tooltip shown on hover (5px from the button), under the SDK's full name when the button
   * shows a short one; no tooltip when empty or undefined and the name is whole.
   */
  tooltip?: string;
  /** Whether the popup is open, when the parent controls it (pair with `onOpenChange`). */
  open?: boolean;
  /** Whether the popup starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes (button, choice, outside click, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Extra class name on the root element (it wraps the button and the popup). */
  className?: string;
  /**
   * Renders the button's logo and name for every SDK, each set marked `data-sdks="<key>"` (`value`'s
   * logo loaded eagerly, the others lazily), for a host that prerenders the page before it knows the
   * reader's SDK: a stylesheet rule written before the first paint
   * (`[data-sdks]:not([data-sdks~="<key>"]) { display: none }`) then shows the right one at once.
   * Without that rule every name shows; render it with `false` once the SDK is known.
   */
  markEverySdk?: boolean;
}

// The popup and the tooltip (Floating UI and the picker's cards) load on first use; pointing at or
// focusing the button starts the download, so it is usually there by the time the reader clicks.
// A top-level call is a side effect to a bundler, which then keeps it, and the chunk it imports,
// in an app that never renders the popover (an SdkKeyList-only app emitted the 12.5 KB Floating UI
// chunk): `@__PURE__` lets it drop both when unused.
const loadFloating = () => import('./SdkPickerPopoverFloating');
const SdkPickerPopup = /* @__PURE__ */ lazy(() =>
  loadFloating().then((module) => ({ default: module.SdkPickerPopup })),
);
const SdkPickerTooltip = /* @__PURE__ */ lazy(() =>
  loadFloating().then((module) => ({ default: module.SdkPickerTooltip })),
);
const preload = () => void loadFloating().catch(() => undefined);

/**
 * The navbar's SDK selector: a button (at least 150px wide) showing the current
 * SDK's logo and short name (`SdkEntry.shortName`), which opens the picker in a popup (a non-modal dialog).
 * The popup closes on a choice, on Escape (both return focus to the button), on
 * a click outside and when focus tabs out of it. Positioning and dismissal are
 * Floating UI's, loaded with the popup the first time it opens; the popup
 * renders nothing while closed, so server and client markup match.
 *
 * @example
 * <SdkPickerPopover value={sdk} onSelect={setSdk} tooltip="Choose the SDK of the examples" />
 */
export function SdkPickerPopover({
  value,
  onSelect,
  label = 'Select SDK',
  tooltip,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
  defaultCategory,
  markEverySdk = false,
  ...pickerProps
}: SdkPickerPopoverProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'SdkPickerPopover',
  });
  const [hovered, setHovered] = useState(false);
  const current = canonicalSdk(value);
  const entry = current ? SDK_CATALOG[current] : undefined;
  // A shortened name leaves the full one to the accessible name and, for the pointer, the tooltip.
  const fullName = entry && entry.shortName !== entry.name ? entry.name : undefined;
  const tooltipOpen = (!!tooltip || !!fullName) && hovered && !open;
  const id = useId();
  const popupId = `${id}popup`;
  const tooltipId = `${id}tooltip`;
  // The popup and tooltip load on first use: the button names them only once they are in the document.
  const [popupShown, setPopupShown] = useState(false);
  const [tooltipShown, setTooltipShown] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  // The button element as state too: the floating parts anchor to it.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    button.current = node;
    setAnchor(node);
  }, []);

  const close = (returnFocus: boolean) => {
    if (returnFocus) button.current?.focus();
    setOpen(false);
  };

  const choose = (sdk: SdkKey) => {
    onSelect(sdk);
    close(true);
  };

  // Escape on the button hides the tooltip (the popup handles its own Escape).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && tooltipOpen) setHovered(false);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && popupShown ? popupId : undefined}
        // The tooltip describes the button only with a configured text: the full name is already its name.
        aria-describedby={tooltip && tooltipOpen && tooltipShown ? tooltipId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {markEverySdk ? (
          SDK_KEYS.map((key) => (
            <span key={key} className={styles.everySdk} data-sdks={key}>
              <TriggerLabel sdk={key} label={label} lazyLogo={key !== current} />
            </span>
          ))
        ) : current ? (
          <TriggerLabel sdk={current} label={label} />
        ) : (
          <span className={styles.name}>{label}</span>
        )}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      <Suspense fallback={null}>
        {tooltipOpen && (
          <SdkPickerTooltip anchor={anchor} id={tooltipId} onClose={() => setHovered(false)} onShown={setTooltipShown}>
            {fullName}
            {fullName && tooltip ? <br /> : null}
            {tooltip}
          </SdkPickerTooltip>
        )}
        {open && (
          <SdkPickerPopup
            anchor={anchor}
            id={popupId}
            label={label}
            onClose={close}
            onShown={setPopupShown}
            picker={{
              ...pickerProps,
              value,
              onSelect: choose,
              defaultCategory: defaultCategory ?? (current ? pickerCategoryForSdk(current) : undefined),
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The button's logo and name for one SDK: the short name shown, the full one (where longer) its accessible name. */
function TriggerLabel({ sdk, label, lazyLogo = false }: { sdk: SdkKey; label: string; lazyLogo?: boolean }) {
  const entry = SDK_CATALOG[sdk];
  const logoSrc = useSdkLogoSrc();
  const fullName = entry.shortName !== entry.name ? entry.name : undefined;
  return (
    <>
      <span className={styles.logo}>
        <img src={logoSrc(entry)} alt="" width="18" height="18" {...(lazyLogo ? { loading: 'lazy' as const } : {})} />
      </span>
      {fullName ? (
        <>
          <span className={styles.visuallyHidden}>
            {label}: {fullName}
          </span>
          <span className={styles.name} aria-hidden="true">
            {entry.shortName}
          </span>
        </>
      ) : (
        <>
          <span className={styles.visuallyHidden}>{label}:</span> <span className={styles.name}>{entry.name}</span>
        </>
      )}
    </>
  );
}
