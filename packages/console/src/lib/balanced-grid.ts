// A row of n cards that leaves no holes: as few rows as the width allows, the cards shared out evenly between them
// (9 cards where 6 fit: 5 + 4, not 6 + 3), each row filling the width. The grid has lcm(long, short) columns and a
// card spans its row's share of them.

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export interface BalancedGrid {
  columns: number;
  /** Columns each card spans, in order. */
  spans: number[];
}

/** How many cards of at least `min` px fit in `width` px with `gap` px between them (at least 1). */
export function fitting(width: number, min: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (min + gap)));
}

export function balancedGrid(n: number, maxPerRow: number): BalancedGrid {
  if (n <= 0) return { columns: 1, spans: [] };
  const rows = Math.ceil(n / Math.max(1, maxPerRow));
  const long = Math.ceil(n / rows);
  const short = Math.floor(n / rows);
  const longRows = n - short * rows; // rows that hold one card more
  const columns = short ? (long * short) / gcd(long, short) : long;
  const spans: number[] = [];
  for (let r = 0; r < rows; r++) {
    const count = r < longRows ? long : short;
    for (let i = 0; i < count; i++) spans.push(columns / count);
  }
  return { columns, spans };
}
