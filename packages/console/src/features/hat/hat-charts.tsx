// The charts of the helmet statistics screens, as configs of the console's ComboChart: use day by day, monthly
// turnover with loss and damage, and 未佩戴 day by day or per branch — bars of counts and one rate (%) line.
import { ComboChart } from '@/ui/charts';
import { barLineSeries, type ChartBar } from '@/ui/bar-line-series';

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
  return (
    <ComboChart
      data={rows}
      xKey={x}
      series={barLineSeries(bars, rate)}
      everyTick
      rateMax="auto"
      {...(unit ? { unit } : {})}
      {...(xLabel ? { xLabel } : {})}
    />
  );
}

export const dayLabel = (date: string) => date.slice(5);
