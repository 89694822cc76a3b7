import { SDK_KEYS, type SdkKey } from './keys';

/**
 * Older or framework-specific SDK ids and the canonical key each maps to
 * (`storybook-react` -> `storybook`). They can appear in stored choices and in folder names such
 * as `sdks/storybook-angular/`.
 */
export const SDK_ALIASES = Object.freeze({
  'storybook-angular': 'storybook',
  'storybook-react': 'storybook',
  'storybook-vue': 'storybook',
  'images-xctest': 'xctest',
  'playwright-ts-legacy': 'playwright-ts-standard',
} as const satisfies Record<string, SdkKey>);

/** An alias key: a non-canonical id that `canonicalSdk` maps to a canonical key. */
export type SdkAlias = keyof typeof SDK_ALIASES;

const CANONICAL_KEYS: ReadonlySet<string> = new Set(SDK_KEYS);
const ALIAS_TARGETS: ReadonlyMap<string, SdkKey> = new Map(Object.entries(SDK_ALIASES));
/** Canonical keys and aliases together. A `Map`, so `constructor` or `__proto__` never match. */
const LOOKUP: ReadonlyMap<string, SdkKey> = new Map<string, SdkKey>([
  ...SDK_KEYS.map((key): [string, SdkKey] => [key, key]),
  ...ALIAS_TARGETS,
]);

/** Whether `value` is a canonical SDK key (exact, case-sensitive string match; aliases are not keys). */
export function isSdkKey(value: unknown): value is SdkKey {
  return typeof value === 'string' && CANONICAL_KEYS.has(value);
}

/** Whether `value` is one of the alias keys of `SDK_ALIASES`. */
export function isSdkAlias(value: unknown): value is SdkAlias {
  return typeof value === 'string' && ALIAS_TARGETS.has(value);
}

/**
 * The canonical SDK key for a canonical key or an alias, `undefined` for anything else.
 *
 * Matching is exact: no trimming and no case folding, because every input
 * (stored choices, URL folders, front matter) is machine-written and URLs are
 * case-sensitive; `' Cypress '` is not an SDK. Only primitive strings match
 * (a `String` object does not). The function never throws, whatever it is
 * given: it only looks at `typeof`, which runs no user code (not even Proxy
 * traps), and it never reads properties of or converts the input.
 *
 * @example
 * canonicalSdk('storybook-react'); // 'storybook'
 * canonicalSdk('cypress'); // 'cypress'
 * canonicalSdk('constructor'); // undefined
 * canonicalSdk({ toString: () => 'cypress' }); // undefined
 */
export function canonicalSdk(value: unknown): SdkKey | undefined {
  return typeof value === 'string' ? LOOKUP.get(value) : undefined;
}
