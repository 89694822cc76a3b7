/**
 * The scroll position at which a box shows a child whole, moving as little as
 * possible: unchanged when the child is already in view; its start at the
 * box's start when it is wider than the box. Offsets are along the scrolling
 * axis, relative to the start of the box's content.
 */
export function scrollToShow(
  box: { scrollStart: number; size: number },
  child: { start: number; end: number },
): number {
  if (child.start < box.scrollStart || child.end - child.start > box.size) return child.start;
  if (child.end > box.scrollStart + box.size) return child.end - box.size;
  return box.scrollStart;
}
