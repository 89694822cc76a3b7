/**
 * The parts of `SdkPickerPopover` that float: the popup with the picker and
 * the tooltip. Positioned and dismissed by Floating UI, and loaded on demand
 * (`lazy` in SdkPickerPopover.tsx): a page that never opens the picker never
 * downloads Floating UI.
 */
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { autoUpdate, flip, offset, shift, size, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import { SdkPicker, type SdkPickerProps } from '../SdkPicker';
import { SDK_PICKER_TOOLTIP_OFFSET } from './constants';
import styles from './SdkPickerPopover.module.css';

/** Distance between the button and the popup, in pixels. */
const POPUP_OFFSET = 6;
const VIEWPORT_PADDING = 8;

export interface SdkPickerPopupProps {
  /** The button the popup belongs to: its anchor, and inside it a press is not "outside". */
  anchor: HTMLButtonElement | null;
  id: string;
  label: string;
  /** Closes the popup; `returnFocus` on Escape (and on a choice, which the caller handles). */
  onClose: (returnFocus: boolean) => void;
  /** Told when the popup is in the document (it loads on first use), so the button only then names it. */
  onShown?: (shown: boolean) => void;
  picker: SdkPickerProps;
}

/** Calls `onShown(true)` while the calling component is mounted, `onShown(false)` after. */
function useShown(onShown: ((shown: boolean) => void) | undefined) {
  useEffect(() => {
    onShown?.(true);
    return () => onShown?.(false);
  }, [onShown]);
}

/** The open popup: a non-modal dialog with the picker, below the button. */
export function SdkPickerPopup({ anchor, id, label, onClose, onShown, picker }: SdkPickerPopupProps) {
  useShown(onShown);
  const element = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (next, _event, reason) => {
      if (!next) onClose(reason === 'escape-key');
    },
    elements: { reference: anchor },
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
  // Floating UI decides outside presses and Escape.
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  // On opening, focus the current SDK's card, else the selected category card.
  useEffect(() => {
    const target =
      element.current?.querySelector<HTMLElement>('[aria-current="true"]') ??
      element.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  }, []);

  // Tabbing out of the popup (anywhere but back to the button) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && next !== anchor) onClose(false);
  };

  return (
    <div
      ref={(node) => {
        element.current = node;
        refs.setFloating(node);
      }}
      id={id}
      role="dialog"
      aria-label={label}
      className={styles.popup}
      style={floatingStyles}
      data-state="open"
      {...getFloatingProps()}
      onBlur={onBlur}
    >
      <SdkPicker {...picker} className={styles.picker} />
    </div>
  );
}

export interface SdkPickerTooltipProps {
  anchor: HTMLButtonElement | null;
  id: string;
  onClose: () => void;
  /** Told when the tooltip is in the document, so the button only then points to it. */
  onShown?: (shown: boolean) => void;
  children: ReactNode;
}

/** The tooltip under the button, shown while it is hovered; Escape hides it. */
export function SdkPickerTooltip({ anchor, id, onClose, onShown, children }: SdkPickerTooltipProps) {
  useShown(onShown);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    elements: { reference: anchor },
    placement: 'bottom',
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(SDK_PICKER_TOOLTIP_OFFSET),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
    ],
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);
  const { setFloating } = refs;
  return (
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      className={styles.tooltip}
      style={floatingStyles}
      data-state="open"
      {...getFloatingProps()}
    >
      {children}
    </div>
  );
}
