// The charts of the alarm dashboards, as configs of the console's chart kit: counts with a rate or duration line,
// alarms per day stacked by type, the share of each type, and a ranking of horizontal bars.
import { CHART_COLORS } from '@/lib/constants';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import { barLineSeries, type ChartBar } from '@/ui/bar-line-series';

/** Bars of counts (left axis) and one line (right axis): a rate in % or a duration in minutes. */
export function CountLineChart({
  rows,
  x,
  bars,
  line,
  xLabel,
}: {
  rows: readonly object[];
  x: string;
  bars: readonly ChartBar[];
  line?: { key: string; name: string; unit: '%' | '分钟' };
  xLabel?: (value: string) => string;
}) {
  return (
    <ComboChart
      data={rows}
      xKey={x}
      series={barLineSeries(bars, line)}
      everyTick
      unit="次"
      right={line?.unit === '分钟' ? { unit: '分钟' } : 'rate'}
      {...(xLabel ? { xLabel } : {})}
    />
  );
}

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
