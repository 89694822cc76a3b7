/**
 * What a screen reader hears about a block's highlighted lines, from the
 * build's ranges ("2,4-5" -> "Highlighted lines: 2, 4 to 5").
 */
export function highlightedLinesHint(ranges: string): string {
  const parts = ranges
    .split(',')
    .filter(Boolean)
    .map((range) => range.replace('-', ' to '));
  const single = parts.length === 1 && !parts[0]?.includes(' to ');
  return `${single ? 'Highlighted line' : 'Highlighted lines'}: ${parts.join(', ')}`;
}
