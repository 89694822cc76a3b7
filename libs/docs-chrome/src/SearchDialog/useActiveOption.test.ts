import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useActiveOption } from './useActiveOption';

const optionId = (index: number) => `option-${index}`;
const choose = () => undefined;
const notHeldFirst = (key: string) => key === 'more';

describe('useActiveOption', () => {
  it('keeps the first option shown active when fuller results for the same query move it', () => {
    const { result, rerender } = renderHook(
      ({ keys }) => useActiveOption(keys, 'batch', optionId, choose, notHeldFirst),
      { initialProps: { keys: ['batching', 'close-batch'] } },
    );
    expect(result.current.activeIndex).toBe(0);
    rerender({ keys: ['close-batch', 'batching', 'more'] });
    expect(result.current.activeIndex).toBe(1);
  });

  it('does not hold an option that was first only for lack of others: results that arrive come first', () => {
    const { result, rerender } = renderHook(
      ({ keys }) => useActiveOption(keys, 'fixture', optionId, choose, notHeldFirst),
      { initialProps: { keys: ['more'] } },
    );
    expect(result.current.activeIndex).toBe(0);
    rerender({ keys: ['fixtures-page', 'fixtures-section', 'more'] });
    expect(result.current.activeIndex).toBe(0);
    expect(result.current.activeId).toBe('option-0');
  });
});
