import { describe, expect, it } from 'vitest';
import { cardGridTargetIndex, type CardBox } from './cardGrid';

/** Cards 200 x 48 with 8px gaps: `rows` lists each group's cards per row, groups 40px apart (their labels). */
function layout(groups: number[][]): CardBox[] {
  const boxes: CardBox[] = [];
  let top = 0;
  for (const rows of groups) {
    top += 40;
    for (const cardsInRow of rows) {
      for (let column = 0; column < cardsInRow; column += 1)
        boxes.push({ left: column * 208, top, width: 200, height: 48 });
      top += 56;
    }
  }
  return boxes;
}

// Popular (4 cards) and Playwright (5) in three columns:
//  0 1 2     Popular
//  3
//  4 5 6     Playwright
//  7 8
const THREE_COLUMNS = layout([
  [3, 1],
  [3, 2],
]);

describe('cardGridTargetIndex', () => {
  it.each<[string, number, number, string]>([
    ['ArrowDown', 0, 3, 'down a column'],
    ['ArrowDown', 3, 4, "from a group's last row into the next group's first"],
    ['ArrowDown', 1, 3, 'to the nearest card of a shorter row'],
    ['ArrowDown', 2, 3, 'to the nearest card of a shorter row, from the last column'],
    ['ArrowDown', 5, 8, 'down the middle column'],
    ['ArrowDown', 6, 8, 'to the nearest card of the last row'],
    ['ArrowUp', 4, 3, "from a group's first row into the previous group's last"],
    ['ArrowUp', 8, 5, 'up a column'],
    ['ArrowUp', 3, 0, 'up a column to a longer row'],
    ['ArrowRight', 2, 3, 'in reading order, to the next row'],
    ['ArrowRight', 3, 4, 'in reading order, into the next group'],
    ['ArrowLeft', 4, 3, 'in reading order, into the previous group'],
    ['ArrowRight', 8, 0, 'from the last card to the first'],
    ['ArrowLeft', 0, 8, 'from the first card to the last'],
    ['Home', 7, 0, 'to the first card'],
    ['End', 1, 8, 'to the last card'],
  ])('%s from %i goes to %i: %s', (key, current, expected) => {
    expect(cardGridTargetIndex(key, current, THREE_COLUMNS)).toBe(expected);
  });

  it('stays on the first row with Up and on the last with Down', () => {
    expect(cardGridTargetIndex('ArrowUp', 1, THREE_COLUMNS)).toBe(1);
    expect(cardGridTargetIndex('ArrowDown', 7, THREE_COLUMNS)).toBe(7);
  });

  it('takes the left one of two cards as near', () => {
    // 0 1
    //  2  (centred under the gap)
    const boxes = [...layout([[2]]), { left: 104, top: 96, width: 200, height: 48 }];
    expect(cardGridTargetIndex('ArrowUp', 2, boxes)).toBe(0);
  });

  it('moves down one card at a time in one column, as in a narrow popup', () => {
    const oneColumn = layout([[1, 1], [1]]);
    expect(cardGridTargetIndex('ArrowDown', 0, oneColumn)).toBe(1);
    expect(cardGridTargetIndex('ArrowDown', 1, oneColumn)).toBe(2);
    expect(cardGridTargetIndex('ArrowUp', 2, oneColumn)).toBe(1);
  });

  it('reads the cards as a vertical list when nothing is laid out', () => {
    const none = Array.from({ length: 4 }, () => ({ left: 0, top: 0, width: 0, height: 0 }));
    expect(cardGridTargetIndex('ArrowDown', 1, none)).toBe(2);
    expect(cardGridTargetIndex('ArrowUp', 1, none)).toBe(0);
    expect(cardGridTargetIndex('ArrowDown', 3, none)).toBe(3);
    expect(cardGridTargetIndex('ArrowUp', 0, none)).toBe(0);
  });

  it.each(['Enter', ' ', 'Tab', 'a', 'Escape', 'PageDown'])('leaves %j to its default', (key) => {
    expect(cardGridTargetIndex(key, 1, THREE_COLUMNS)).toBeUndefined();
  });

  it('ignores an empty list and a card outside it', () => {
    expect(cardGridTargetIndex('ArrowDown', 0, [])).toBeUndefined();
    expect(cardGridTargetIndex('ArrowDown', -1, THREE_COLUMNS)).toBeUndefined();
    expect(cardGridTargetIndex('End', 9, THREE_COLUMNS)).toBeUndefined();
  });
});
