/**
 * A highlight cache for @shikijs/rehype that hands out copies.
 *
 * The same snippet appears on many pages (install commands, set-up code), so
 * each distinct (language, meta, code) is highlighted once per build. The
 * plugin inserts what the cache returns into the page's tree, and later stages
 * change that tree in place; sharing one object between pages made server and
 * client builds render differently. So the cache keeps a private copy and
 * returns a fresh structured clone on every hit.
 *
 * It holds the `limit` snippets used last: a compile worker's memory is capped
 * (compile-pool.ts), and a site with tens of thousands of distinct snippets would
 * otherwise fill it. Repeated snippets are used again soon, so they stay.
 */
export class CloningCache<T> {
  readonly #entries = new Map<string, T>();
  readonly #limit: number;

  constructor(limit = 4000) {
    this.#limit = limit;
  }

  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Last used goes last: the first entry is the one to drop.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return structuredClone(value);
  }

  set(key: string, value: T): this {
    this.#entries.delete(key);
    this.#entries.set(key, structuredClone(value));
    if (this.#entries.size > this.#limit) this.#entries.delete(this.#entries.keys().next().value as string);
    return this;
  }

  get size(): number {
    return this.#entries.size;
  }
}
