// A list's filter values (strings in the address) as a request body wants them: numbers and codes parsed, and what
// was not chosen left out.

/** A whole number typed in a filter, or undefined. */
export function intOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

/** A value of an enum typed in a filter, or undefined when it is not one of `allowed`. */
export function enumOf<T extends number>(value: string | undefined, allowed: readonly T[]): T | undefined {
  const n = intOf(value);
  return n !== undefined && (allowed as readonly number[]).includes(n) ? (n as T) : undefined;
}

/** Drop undefined keys, so the body carries only what was chosen. */
export function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}
