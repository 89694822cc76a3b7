import { arrowTargetIndex } from './arrowFocus';

/** Where a card is on screen, as `getBoundingClientRect` gives it. */
export interface CardBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Rows closer than this (pixels) are one row: a grid row's cards share their top edge. */
const ROW_TOLERANCE = 1;

const centre = (box: CardBox) => box.left + box.width / 2;

/**
 * The card above (`direction` -1) or below (+1) card `current`: of the cards wholly above or
 * below it, those of the nearest row, and of them the one whose centre is nearest its centre
 * (the left one of two as near), so Down goes down a column and from a group's last row into
 * the next group's first. Without a layout (every box empty: not rendered, or a DOM without
 * one) the cards are a vertical list in their order. Stays at the first and last row.
 */
function verticalNeighbour(direction: 1 | -1, current: number, boxes: readonly CardBox[]): number {
  const from = boxes[current] as CardBox;
  if (from.width === 0 && from.height === 0) return Math.min(boxes.length - 1, Math.max(0, current + direction));
  let best = current;
  let bestRowDistance = Infinity;
  let bestColumnDistance = Infinity;
  boxes.forEach((box, index) => {
    const rowDistance = direction > 0 ? box.top - (from.top + from.height) : from.top - (box.top + box.height);
    if (rowDistance < -ROW_TOLERANCE) return; // the same row, or the other side
    const columnDistance = Math.abs(centre(box) - centre(from));
    const nearerRow = rowDistance < bestRowDistance - ROW_TOLERANCE;
    const sameRow = Math.abs(rowDistance - bestRowDistance) <= ROW_TOLERANCE;
    if (nearerRow || (sameRow && columnDistance < bestColumnDistance)) {
      best = index;
      bestRowDistance = rowDistance;
      bestColumnDistance = columnDistance;
    }
  });
  return best;
}

/**
 * Where focus goes among the SDK cards of the shown category (every group's, in order) when
 * `key` is pressed on card `current`, the cards being where `boxes` says: Up and Down move
 * vertically as the reader sees them (see `verticalNeighbour`; from the first or last row,
 * nowhere), Left and Right to the previous and next card in reading order, across rows and
 * groups and wrapping around (so Right alone reaches every card), Home and End to the first
 * and last card. `undefined` for any other key or an unknown current card: the key keeps its
 * default.
 *
 * @example
 * // three cards in a row, a fourth below the first
 * cardGridTargetIndex('ArrowDown', 1, boxes); // 3
 * cardGridTargetIndex('ArrowRight', 2, boxes); // 3
 */
export function cardGridTargetIndex(key: string, current: number, boxes: readonly CardBox[]): number | undefined {
  const count = boxes.length;
  if (count === 0 || current < 0 || current >= count) return undefined;
  if (key === 'ArrowDown') return verticalNeighbour(1, current, boxes);
  if (key === 'ArrowUp') return verticalNeighbour(-1, current, boxes);
  // Left/Right in reading order (wrapping), Home/End: as in any group of items.
  return arrowTargetIndex(key, current, count);
}
