// Amounts of the wage screens: 元 with 2 decimals and thousands separators (386420.5 → 386,420.50 元).

const FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The number with 2 decimals and thousands separators, or `empty` when there is no amount. */
export function formatAmount(value: number | string | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return empty;
  // -0.00 reads as a debt: a rounded zero is shown as 0.00.
  const rounded = Math.round(n * 100) / 100;
  return FORMAT.format(rounded === 0 ? 0 : rounded);
}

/** The amount followed by 元 (386,420.50 元), or `empty`. */
export function formatYuan(value: number | string | null | undefined, empty = '—'): string {
  const text = formatAmount(value, '');
  return text ? `${text} 元` : empty;
}

/** A rate in percent with 2 decimals (96.99 → 96.99%), or `empty`. */
export function formatRate(value: number | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return `${value.toFixed(2)}%`;
}
