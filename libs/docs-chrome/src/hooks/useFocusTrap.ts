import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * The elements inside `container` that Tab can reach, in order. `tabindex="-1"` takes an element
 * out of the Tab order whatever it is (a combobox's option links are reached with the arrows only).
 */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.getAttribute('tabindex') !== '-1' &&
      !element.closest('[hidden], [inert]') &&
      element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While `active`, keeps keyboard focus inside `ref`: focuses its first
 * focusable element, wraps Tab and Shift+Tab around, and on release gives
 * focus back to the element that had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableElements(container)[0] ?? container).focus();
    // Every Tab is moved here, not left to the browser: focus can sit on an element the list does
    // not name (the container itself, or a scrolling box Chromium makes focusable on its own),
    // and from there the browser's next stop would be outside the container.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      event.preventDefault();
      const elements = focusableElements(container);
      if (elements.length === 0) return;
      const current = document.activeElement;
      const at = elements.indexOf(current as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      if (at >= 0) {
        elements[(at + step + elements.length) % elements.length]?.focus();
        return;
      }
      // Not in the list: the next one after it in the document (or the one before), wrapping.
      const follows = (element: HTMLElement) =>
        current instanceof Node && container.contains(current)
          ? Boolean(current.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
          : false;
      const next = event.shiftKey
        ? (elements.filter((element) => !follows(element)).pop() ?? elements[elements.length - 1])
        : (elements.find(follows) ?? elements[0]);
      next?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Without scrolling: the element may sit in the sticky navbar, which a scroll into view moves the page under.
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
