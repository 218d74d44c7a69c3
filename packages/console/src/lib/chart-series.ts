// A server chart series (`ChartSeries`: categories plus named number series, used by many dashboard calls) turned
// into recharts rows, and the rule that tells a rate series (drawn on a 0–100 % axis) from a count.

export interface ChartSeriesLike {
  categories: readonly string[];
  series: readonly { name: string; data: readonly (number | null | undefined)[] }[];
}

/** One row per category with `s0`, `s1` … per series (series names may repeat or hold dots, so they are not keys). */
export function seriesRows(chart: ChartSeriesLike | null | undefined): {
  rows: Record<string, string | number>[];
  names: string[];
} {
  if (!chart) return { rows: [], names: [] };
  const names = chart.series.map((s) => s.name);
  const rows = chart.categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    chart.series.forEach((s, k) => {
      const v = s.data[i];
      if (typeof v === 'number') row[`s${k}`] = v;
    });
    return row;
  });
  return { rows, names };
}

/** A series whose name marks a percentage (完成率、整改率（%）、覆盖率(%)) goes on the right-hand rate axis. */
export const isRateSeries = (name: string) => /率|%|％/.test(name);
