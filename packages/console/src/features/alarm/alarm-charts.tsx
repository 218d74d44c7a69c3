// The charts of the alarm dashboards, as configs of the console's chart kit (counts with a line: ui/count-line-chart):
// alarms per day stacked by type, the share of each type, and a ranking of horizontal bars.
import { CHART_COLORS } from '@/lib/constants';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';

/** Alarms per day, one stacked bar segment per type (rows from seriesRows: category, s0, s1, …). */
export function StackedDayChart({
  rows,
  names,
  colorOf,
}: {
  rows: readonly Record<string, string | number>[];
  names: readonly string[];
  colorOf: (name: string, index: number) => string | undefined;
}) {
  return (
    <ComboChart
      data={rows}
      xKey="category"
      xLabel={(v) => v.slice(5)}
      unit="次"
      barSize={32}
      series={names.map((name, i) => ({
        key: `s${i}`,
        name,
        stack: 'alarms',
        color: colorOf(name, i) ?? chartColor(i),
      }))}
    />
  );
}

/** The share of each alarm type. */
export function TypePie({
  rows,
  colorOf,
}: {
  rows: readonly { type_name: string; count: number; rate?: number | undefined }[];
  colorOf: (name: string, index: number) => string | undefined;
}) {
  return (
    <DistributionPie
      items={rows.map((r, i) => ({ name: r.type_name, value: r.count, color: colorOf(r.type_name, i) }))}
      unit="次"
      legend="bottom"
      labels="name"
    />
  );
}

/** A ranking: one horizontal bar per row, largest first as the server gives them. */
export function RankBars({
  rows,
  label,
  value,
  name,
  colors,
}: {
  rows: readonly object[];
  label: string;
  value: string;
  name: string;
  /** One colour per row (closed-loop stages); otherwise the primary colour. */
  colors?: readonly (string | undefined)[];
}) {
  return (
    <ComboChart
      data={rows}
      xKey={label}
      layout="vertical"
      right="count"
      unit="次"
      legend={false}
      categoryWidth={96}
      barSize={22}
      series={[
        {
          key: value,
          name,
          color: CHART_COLORS[0],
          label: (v) => String(v),
          ...(colors ? { colorOf: (_: object, i: number) => colors[i] ?? chartColor(i) } : {}),
        },
      ]}
    />
  );
}
