// Amounts and days of the 工资发放 screens: 元 with 2 decimals and thousands separators (386420.5 → 386,420.50 元),
// work days with at most one decimal (712.5 工日). Pure functions.

const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAYS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const numberOf = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The number with 2 decimals and thousands separators, or `empty` when there is no amount. */
export function formatAmount(value: number | string | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  if (n === undefined) return empty;
  const rounded = Math.round(n * 100) / 100;
  // A rounded zero is 0.00, never -0.00.
  return AMOUNT.format(rounded === 0 ? 0 : rounded);
}

/** The amount followed by 元, or `empty`. */
export function formatYuan(value: number | string | null | undefined, empty = '—'): string {
  const text = formatAmount(value, '');
  return text ? `${text} 元` : empty;
}

/** Days or hours as counted (26, 25.5, 1,330.5), or `empty`. */
export function formatCount(value: number | string | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  return n === undefined ? empty : DAYS.format(n);
}

/** A percentage with 2 decimals (33.7 → 33.70%), or `empty`. */
export function formatRate(value: number | null | undefined, empty = '—'): string {
  const n = numberOf(value);
  return n === undefined ? empty : `${n.toFixed(2)}%`;
}

/** File sizes as people read them (2204512 → 2.1 MB). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
