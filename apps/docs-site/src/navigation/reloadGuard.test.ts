import { createSafeStorage } from '@docs/docs-chrome';
import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, RELOAD_GUARD_KEY } from './reloadGuard';
import { memoryStorage } from '../testing/memoryStorage';

describe('createReloadGuard', () => {
  const page = 'https://docs.example/tutorials/getting-started/overview';
  const other = 'https://docs.example/tutorials/concepts';

  it('allows one reload per URL until that page has rendered', () => {
    const storage = memoryStorage();
    const guard = createReloadGuard(storage);
    expect(guard.claim(page)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe(page);
    expect(guard.claim(page)).toBe(false);
    expect(guard.claim(page)).toBe(false);

    guard.release(page);
    expect(guard.claim(page)).toBe(true);
  });

  it('keeps the guard when another page renders, and lets another URL reload', () => {
    const guard = createReloadGuard(memoryStorage());
    expect(guard.claim(page)).toBe(true);
    guard.release(other);
    expect(guard.claim(page)).toBe(false);
    expect(guard.claim(other)).toBe(true);
  });

  it('lives in the storage it is given, so a reloaded document sees it', () => {
    const storage = memoryStorage();
    expect(createReloadGuard(storage).claim(page)).toBe(true);
    expect(createReloadGuard(storage).claim(page)).toBe(false);
  });

  it('works, with one warning, when the browser storage throws', () => {
    const warn = vi.fn();
    const broken = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    const guard = createReloadGuard(broken);
    expect(guard.claim(page)).toBe(true);
    expect(() => guard.release(page)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
