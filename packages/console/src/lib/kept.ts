/**
 * Values made once per key and kept, for things drawn again and again from the same few inputs (a virtual list
 * draws its rows' buttons, tags and dates on every scroll frame). Emptied when it reaches `limit` keys, so a key
 * set that does grow (dates of a long list) cannot hold memory.
 */
export class Kept<K, V> {
  readonly #values = new Map<K, V>();
  constructor(readonly limit: number) {}

  get(key: K, make: () => V): V {
    let value = this.#values.get(key);
    if (value === undefined) {
      if (this.#values.size >= this.limit) this.#values.clear();
      value = make();
      this.#values.set(key, value);
    }
    return value;
  }
}
