import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAllSdksScope } from './useAllSdksScope';

describe('useAllSdksScope', () => {
  it('turned on by the "more in other SDKs" option, is off again once search closes', () => {
    const { result, rerender } = renderHook(({ open }) => useAllSdksScope(open), { initialProps: { open: true } });
    expect(result.current.allSdks).toBe(false);
    act(() => result.current.onAllSdksChange(true, 'more'));
    expect(result.current.allSdks).toBe(true);
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.allSdks).toBe(false);
  });

  it('turned on by the switch, stays on across closing until the switch turns it off', () => {
    const { result, rerender } = renderHook(({ open }) => useAllSdksScope(open), { initialProps: { open: true } });
    act(() => result.current.onAllSdksChange(true, 'switch'));
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.allSdks).toBe(true);
    act(() => result.current.onAllSdksChange(false, 'switch'));
    expect(result.current.allSdks).toBe(false);
  });

  it('turned on by the option and then kept with the switch, stays on', () => {
    const { result, rerender } = renderHook(({ open }) => useAllSdksScope(open), { initialProps: { open: true } });
    act(() => result.current.onAllSdksChange(true, 'more'));
    act(() => result.current.onAllSdksChange(false, 'switch'));
    act(() => result.current.onAllSdksChange(true, 'switch'));
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.allSdks).toBe(true);
  });
});
