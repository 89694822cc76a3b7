import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
} from '@floating-ui/react';
import { canonicalSdk, pickerCategoryForSdk, SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import { useControllableState } from '../hooks/useControllableState';
import { SdkPicker, type SdkPickerProps } from '../SdkPicker';
import '../theme.css';
import styles from './SdkPickerPopover.module.css';

export interface SdkPickerPopoverProps extends Omit<SdkPickerProps, 'className'> {
  /** The current SDK: its logo and name show on the button and its card is marked in the popup. */
  value: SdkKey;
  /** The button's accessible label, read before the SDK name and used as the popup's name. Default `'Select SDK'`. */
  label?: string;
  /** Text of a tooltip shown on hover (5px from the button); no tooltip when empty or undefined. */
  tooltip?: string;
  /** Whether the popup is open, when the parent controls it (pair with `onOpenChange`). */
  open?: boolean;
  /** Whether the popup starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes (button, choice, outside click, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Extra class name on the root element (it wraps the button and the popup). */
  className?: string;
}

/** Distance between the button and its tooltip, in pixels (SPEC section 9). */
export const SDK_PICKER_TOOLTIP_OFFSET = 5;
/** Distance between the button and the popup, in pixels. */
const POPUP_OFFSET = 6;
const VIEWPORT_PADDING = 8;

/**
 * The navbar's SDK selector: a button (at least 150px wide) showing the current
 * SDK's logo and name, which opens the picker in a popup (a non-modal dialog).
 * The popup closes on a choice, on Escape (both return focus to the button), on
 * a click outside and when focus tabs out of it. Positioning and dismissal are
 * Floating UI's; the popup renders nothing while closed, so server and client
 * markup match.
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
  ...pickerProps
}: SdkPickerPopoverProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [hovered, setHovered] = useState(false);
  const tooltipOpen = !!tooltip && hovered && !open;
  const current = canonicalSdk(value);
  const entry = current ? SDK_CATALOG[current] : undefined;
  const id = useId();
  const popupId = `${id}popup`;
  const tooltipId = `${id}tooltip`;
  const button = useRef<HTMLButtonElement | null>(null);
  const popupElement = useRef<HTMLDivElement | null>(null);

  const close = (returnFocus: boolean) => {
    if (returnFocus) button.current?.focus();
    setOpen(false);
  };

  const popup = useFloating({
    open,
    onOpenChange: (next, _event, reason) => (next ? setOpen(true) : close(reason === 'escape-key')),
    placement: 'bottom-start',
    // top/left rather than a transform, so the CSS entry animation can use transform.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(POPUP_OFFSET),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
      size({
        padding: VIEWPORT_PADDING,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ],
  });
  const tip = useFloating({
    open: tooltipOpen,
    onOpenChange: setHovered,
    placement: 'bottom',
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(SDK_PICKER_TOOLTIP_OFFSET),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
    ],
  });
  // Floating UI decides outside presses and Escape; the tooltip also closes on Escape.
  // (Its props hold no click, hover or blur handler, so ours below add to them.)
  const popupInteractions = useInteractions([useDismiss(popup.context)]);
  const tipInteractions = useInteractions([useDismiss(tip.context, { outsidePress: false })]);

  const { setReference, setFloating } = popup.refs;
  const { setReference: setTipReference, setFloating: setTooltipElement } = tip.refs;
  const tooltipStyles = tip.floatingStyles;
  const buttonRef = useMergeRefs([button, setReference, setTipReference]);
  const popupRef = useMergeRefs([popupElement, setFloating]);

  // On opening, focus the current SDK's card, else the selected category card.
  useEffect(() => {
    if (!open) return;
    const element = popupElement.current;
    const target =
      element?.querySelector<HTMLElement>('[aria-current="true"]') ??
      element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  }, [open]);

  // Tabbing out of the popup (anywhere but back to the button) closes it.
  const onPopupBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && next !== button.current) close(false);
  };

  const choose = (sdk: SdkKey) => {
    onSelect(sdk);
    close(true);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-describedby={tooltipOpen ? tooltipId : undefined}
        data-state={open ? 'open' : 'closed'}
        {...popupInteractions.getReferenceProps(tipInteractions.getReferenceProps())}
        onClick={() => (open ? close(false) : setOpen(true))}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {entry && (
          <span className={styles.logo}>
            <img src={entry.logo} alt="" width="18" height="18" />
          </span>
        )}
        {entry ? (
          <>
            <span className={styles.visuallyHidden}>{label}:</span> <span className={styles.name}>{entry.name}</span>
          </>
        ) : (
          <span className={styles.name}>{label}</span>
        )}
        <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      {tooltipOpen && (
        <div
          ref={setTooltipElement}
          id={tooltipId}
          role="tooltip"
          className={styles.tooltip}
          style={tooltipStyles}
          data-state="open"
          {...tipInteractions.getFloatingProps()}
        >
          {tooltip}
        </div>
      )}
      {open && (
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-label={label}
          className={styles.popup}
          style={popup.floatingStyles}
          data-state="open"
          {...popupInteractions.getFloatingProps()}
          onBlur={onPopupBlur}
        >
          <SdkPicker
            {...pickerProps}
            value={value}
            onSelect={choose}
            defaultCategory={defaultCategory ?? (current ? pickerCategoryForSdk(current) : undefined)}
            className={styles.picker}
          />
        </div>
      )}
    </div>
  );
}
