// A list's filter values (strings in the address) and a form's text as a request body wants them: numbers, codes
// and amounts parsed, text trimmed, and what was not chosen left out.
import { cents } from './money';

/** A whole number typed in a filter or a form, or undefined. */
export function intOf(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

/** A value of an enum typed in a filter, or undefined when it is not one of `allowed`. */
export function enumOf<T extends number>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  const n = intOf(value);
  return n !== undefined && (allowed as readonly number[]).includes(n) ? (n as T) : undefined;
}

/** Drop undefined keys, so the body carries only what was chosen. */
export function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}

/** An amount typed in a form (元, up to 2 decimals), or undefined. */
export function amountOf(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? cents(n) : undefined;
}

/** Trimmed text, or undefined when empty. */
export const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
