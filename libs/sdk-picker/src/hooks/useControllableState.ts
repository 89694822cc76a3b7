import { useCallback, useState } from 'react';

/**
 * State that a parent may control (`value` defined) or leave to the component
 * (`defaultValue`). `onChange` is called on every change either way, and only
 * when the value actually changes.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  const set = useCallback(
    (next: T) => {
      if (Object.is(current, next)) return;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );

  return [current, set];
}
