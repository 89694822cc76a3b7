/**
 * A highlight cache for @shikijs/rehype that hands out copies.
 *
 * The same snippet appears on many pages (install commands, set-up code), so
 * each distinct (language, meta, code) is highlighted once per build. The
 * plugin inserts what the cache returns into the page's tree, and later stages
 * change that tree in place; sharing one object between pages made server and
 * client builds render differently. So the cache keeps a private copy and
 * returns a fresh structured clone on every hit.
 */
export class CloningCache<T> {
  readonly #entries = new Map<string, T>();

  get(key: string): T | undefined {
    const value = this.#entries.get(key);
    return value === undefined ? undefined : structuredClone(value);
  }

  set(key: string, value: T): this {
    this.#entries.set(key, structuredClone(value));
    return this;
  }

  get size(): number {
    return this.#entries.size;
  }
}
