// Amounts, days and file sizes of the wage screens (工资、工资发放、工资专户): 元 with 2 decimals and thousands
// separators (386420.5 → 386,420.50 元), work days with at most two decimals (712.5 工日). Pure functions.

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAYS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const numberOf = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** Round to cents (sums of amounts must not show float noise such as 0.30000000000000004). */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** The number with 2 decimals and thousands separators, or `empty` when there is no amount. */
export function formatAmount(value: number | string | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  if (n === undefined) return empty;
  // -0.00 reads as a debt: a rounded zero is shown as 0.00.
  const rounded = cents(n);
  return AMOUNT.format(rounded === 0 ? 0 : rounded);
}

/** The amount followed by 元 (386,420.50 元), or `empty`. */
export function formatYuan(value: number | string | null | undefined, empty = '—'): string {
  const text = formatAmount(value, '');
  return text ? `${text} 元` : empty;
}

/** Days or hours as counted (26, 25.5, 1,330.5), or `empty`. */
export function formatCount(value: number | string | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  return n === undefined ? empty : DAYS.format(n);
}

/** A percentage with 2 decimals (96.99 → 96.99%, 33.7 → 33.70%), or `empty`. */
export function formatRate(value: number | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  return n === undefined ? empty : `${n.toFixed(2)}%`;
}

/** File sizes as people read them (532118 → 519.6 KB, 2204512 → 2.1 MB), or `empty`. */
export function formatSize(bytes: number | null | undefined, empty = '—'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return empty;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
