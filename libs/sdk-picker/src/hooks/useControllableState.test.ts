import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>(undefined, 'a', onChange));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('follows the value when controlled and only reports requests', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState<string>(value, 'a', onChange), {
      initialProps: { value: 'x' },
    });
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y');
    rerender({ value: 'y' });
    expect(result.current[0]).toBe('y');
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<boolean>(undefined, false, onChange));
    act(() => result.current[1](false));
    expect(onChange).not.toHaveBeenCalled();
  });
});
