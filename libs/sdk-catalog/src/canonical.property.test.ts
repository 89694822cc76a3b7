import { describe, expect, it } from 'vitest';
import { SDK_ALIASES, SDK_KEYS, canonicalSdk, initialSdkState, isSdkAlias, isSdkKey } from './index';

/** mulberry32: a tiny seeded PRNG, so failures reproduce. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KNOWN = [...SDK_KEYS, ...Object.keys(SDK_ALIASES)];
const TRICKY = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'then', 'length', ''];

function thrower(): never {
  throw new Error('touched');
}

/** A Proxy whose every trap throws. */
function hostileProxy(): object {
  const handler = new Proxy({}, { get: () => thrower });
  return new Proxy(function target() {
    return undefined;
  }, handler);
}

function hostileObject(): object {
  const object = {};
  for (const key of ['toString', 'valueOf', 'length', 'key', 'sdk']) {
    Object.defineProperty(object, key, { get: thrower, enumerable: true });
  }
  Object.defineProperty(object, Symbol.toPrimitive, { get: thrower });
  return object;
}

function randomString(next: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz-_ ABCXYZ0123456789\u00e9\u{1F600}\u0000';
  const chars = Array.from(alphabet);
  const length = Math.floor(next() * 24);
  let out = '';
  for (let i = 0; i < length; i += 1) out += chars[Math.floor(next() * chars.length)];
  return out;
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function randomValue(next: () => number, depth = 0): unknown {
  const known = pick(next, KNOWN);
  const generators: (() => unknown)[] = [
    () => randomString(next),
    () => known,
    () => (next() < 0.5 ? known.toUpperCase() : ` ${known}`),
    () => known.slice(0, -1),
    () => pick(next, TRICKY),
    () => next() * 1e6 - 5e5,
    () => pick(next, [0, -0, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER]),
    () => BigInt(Math.floor(next() * 1000)),
    () => Symbol(known),
    () => Symbol.for(known),
    () => pick(next, [null, undefined, true, false]),
    () => new String(known),
    () => ({ toString: () => known, valueOf: () => known }),
    () => ({ [Symbol.toPrimitive]: () => known }),
    () => Object.create(null),
    () => hostileObject(),
    () => hostileProxy(),
    () => thrower,
    () => [known],
    () => (depth < 2 ? [randomValue(next, depth + 1), randomValue(next, depth + 1)] : []),
    () => (depth < 2 ? { sdk: randomValue(next, depth + 1) } : {}),
    () => new Date(next() * 1e12),
    () => /cypress/,
    () => new Map([[known, known]]),
  ];
  return pick(next, generators)();
}

const CANONICAL = new Set<string>(SDK_KEYS);

describe('canonicalSdk over random inputs', () => {
  it.each([1, 2, 3, 42, 2024])('never throws and only returns canonical keys (seed %i)', (seed) => {
    const next = random(seed);
    for (let i = 0; i < 2000; i += 1) {
      const value = randomValue(next);
      let result: unknown;
      expect(() => {
        result = canonicalSdk(value);
      }).not.toThrow();
      if (result !== undefined) {
        expect(CANONICAL.has(result as string)).toBe(true);
        // Only exact canonical keys or aliases resolve.
        expect(typeof value).toBe('string');
        expect(KNOWN).toContain(value);
      }
      expect(() => isSdkKey(value)).not.toThrow();
      expect(() => isSdkAlias(value)).not.toThrow();
      expect(() => initialSdkState('/', value)).not.toThrow();
    }
  });

  it('resolves a string exactly when it is a key or an alias', () => {
    const next = random(7);
    for (let i = 0; i < 5000; i += 1) {
      const value = next() < 0.3 ? pick(next, KNOWN) : randomString(next);
      const expected = CANONICAL.has(value) ? value : (SDK_ALIASES as Record<string, string>)[value];
      expect(canonicalSdk(value)).toBe(
        Object.hasOwn(SDK_ALIASES, value) || CANONICAL.has(value) ? expected : undefined,
      );
    }
  });

  it('survives the hostile values directly', () => {
    for (const value of [hostileProxy(), hostileObject(), thrower, Symbol('cypress'), Object.create(null)]) {
      expect(canonicalSdk(value)).toBeUndefined();
    }
  });
});
