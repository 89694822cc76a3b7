import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollLock } from './useScrollLock';

function Lock({ locked }: { locked: boolean }) {
  useScrollLock(locked);
  return null;
}

describe('useScrollLock', () => {
  it('locks the body while on and restores the previous value', () => {
    document.body.style.overflow = 'auto';
    const { rerender, unmount } = render(<Lock locked={false} />);
    expect(document.body.style.overflow).toBe('auto');
    rerender(<Lock locked />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Lock locked={false} />);
    expect(document.body.style.overflow).toBe('auto');
    rerender(<Lock locked />);
    unmount();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
