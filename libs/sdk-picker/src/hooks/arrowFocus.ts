/** Keys that move focus between the items of a group. */
export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Where focus goes when `key` is pressed on item `current` of `count` items:
 * Right and Down go to the next item, Left and Up to the previous one (both wrap
 * around), Home and End to the first and last. Returns `undefined` for any other
 * key, an empty group or an unknown current item, so the key keeps its default.
 *
 * @example
 * arrowTargetIndex('ArrowRight', 3, 4); // 0 (wraps)
 * arrowTargetIndex('Enter', 0, 4); // undefined
 */
export function arrowTargetIndex(key: string, current: number, count: number): number | undefined {
  if (count <= 0 || current < 0 || current >= count) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** `500` -> `'500px'`; strings (`'60vh'`, `'20rem'`) pass through; `undefined` stays `undefined`. */
export function toCssLength(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? `${value}px` : value;
}
