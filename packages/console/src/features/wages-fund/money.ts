// Amounts of the fund screens: 元 with 2 decimals and thousands separators (386420.5 → 386,420.50).

const FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Round to cents (sums of amounts must not show float noise such as 0.30000000000000004). */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** The number with 2 decimals and thousands separators, or `empty` when there is no amount. */
export function formatAmount(value: number | string | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return empty;
  const rounded = cents(n);
  return FORMAT.format(rounded === 0 ? 0 : rounded);
}

/** The amount followed by 元 (386,420.50 元), or `empty`. */
export function formatYuan(value: number | string | null | undefined, empty = '—'): string {
  const text = formatAmount(value, '');
  return text ? `${text} 元` : empty;
}

/** A percentage with 2 decimals (33.41 → 33.41%), or `empty`. */
export function formatRate(value: number | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return `${value.toFixed(2)}%`;
}

/** File size for people: 532118 → 519.6 KB. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
