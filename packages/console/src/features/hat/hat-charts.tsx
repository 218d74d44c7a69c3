// The charts of the helmet statistics screens, as configs of the console's ComboChart: use day by day, monthly
// turnover with loss and damage, and 未佩戴 day by day or per branch — bars of counts and one rate (%) line.
import { CHART_COLORS } from '@/lib/constants';
import { ComboChart, type ComboSeries } from '@/ui/charts';

export interface ChartBar {
  key: string;
  name: string;
  /** Defaults to the chart palette in order. */
  color?: string | undefined;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

/** Bars of counts on the left axis and one rate (%) line on the right axis. */
export function CountRateChart({
  rows,
  x,
  bars,
  rate,
  unit = '',
  xLabel,
}: {
  rows: readonly object[];
  x: string;
  bars: readonly ChartBar[];
  rate?: { key: string; name: string };
  unit?: string;
  /** How an x value shows (dates shortened to MM-DD). */
  xLabel?: (value: string) => string;
}) {
  const series: ComboSeries[] = [
    ...bars.map((b) => ({ key: b.key, name: b.name, color: b.color, ...(b.stack ? { stack: b.stack } : {}) })),
    ...(rate ? [{ ...rate, kind: 'line' as const, axis: 'right' as const, color: CHART_COLORS[4] }] : []),
  ];
  return (
    <ComboChart
      data={rows}
      xKey={x}
      series={series}
      everyTick
      rateMax="auto"
      {...(unit ? { unit } : {})}
      {...(xLabel ? { xLabel } : {})}
    />
  );
}

export const dayLabel = (date: string) => date.slice(5);
