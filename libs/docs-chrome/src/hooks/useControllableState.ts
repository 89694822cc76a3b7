import { useCallback, useState } from 'react';

/**
 * State that a parent may control (`value` defined) or leave to the component
 * (`defaultValue`). The setter always reports through `onChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : uncontrolled, set];
}
