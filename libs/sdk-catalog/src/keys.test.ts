import { describe, expect, it } from 'vitest';
import { DEFAULT_SDK, SDK_KEYS } from './index';

describe('SDK_KEYS', () => {
  it('lists the 42 canonical keys once each', () => {
    expect(SDK_KEYS).toHaveLength(42);
    expect(new Set(SDK_KEYS).size).toBe(SDK_KEYS.length);
  });

  it('defaults to cypress', () => {
    expect(SDK_KEYS).toContain(DEFAULT_SDK);
    expect(DEFAULT_SDK).toBe('cypress');
  });
});
