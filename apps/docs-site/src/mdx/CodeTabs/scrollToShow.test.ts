import { describe, expect, it } from 'vitest';
import { scrollToShow } from './scrollToShow';

describe('scrollToShow', () => {
  const box = { scrollStart: 100, size: 200 };

  it('leaves a child in view where it is', () => {
    expect(scrollToShow(box, { start: 120, end: 280 })).toBe(100);
  });

  it('brings a child past the end to the end, one before the start to the start', () => {
    expect(scrollToShow(box, { start: 290, end: 350 })).toBe(150);
    expect(scrollToShow(box, { start: 40, end: 90 })).toBe(40);
  });

  it('shows the start of a child wider than the box', () => {
    expect(scrollToShow(box, { start: 250, end: 500 })).toBe(250);
  });
});
