import { describe, expect, it } from 'vitest';
import { arrowTargetIndex, toCssLength } from './arrowFocus';

describe('arrowTargetIndex', () => {
  it.each([
    ['ArrowRight', 0, 4, 1],
    ['ArrowDown', 2, 4, 3],
    ['ArrowRight', 3, 4, 0],
    ['ArrowDown', 3, 4, 0],
    ['ArrowLeft', 2, 4, 1],
    ['ArrowUp', 1, 4, 0],
    ['ArrowLeft', 0, 4, 3],
    ['ArrowUp', 0, 4, 3],
    ['Home', 3, 4, 0],
    ['End', 0, 4, 3],
    ['ArrowRight', 0, 1, 0],
  ])('%s from %i of %i goes to %i', (key, current, count, expected) => {
    expect(arrowTargetIndex(key, current, count)).toBe(expected);
  });

  it.each(['Enter', ' ', 'Tab', 'a', 'Escape', 'PageDown'])('leaves %j to its default', (key) => {
    expect(arrowTargetIndex(key, 1, 4)).toBeUndefined();
  });

  it('ignores empty groups and items outside the group', () => {
    expect(arrowTargetIndex('ArrowRight', 0, 0)).toBeUndefined();
    expect(arrowTargetIndex('ArrowRight', -1, 4)).toBeUndefined();
    expect(arrowTargetIndex('Home', 4, 4)).toBeUndefined();
  });
});

describe('toCssLength', () => {
  it('reads numbers as pixels and passes strings through', () => {
    expect(toCssLength(500)).toBe('500px');
    expect(toCssLength(0)).toBe('0px');
    expect(toCssLength('60vh')).toBe('60vh');
    expect(toCssLength(undefined)).toBeUndefined();
  });
});
