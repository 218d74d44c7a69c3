// A chart of counts with one line over them (the alarm and helmet dashboards): bars on the left axis, and a rate in %
// or a duration in minutes on the right axis, every category labelled.
import { ComboChart } from './charts';
import { barLineSeries, type ChartBar } from './bar-line-series';

export function CountLineChart({
  rows,
  x,
  bars,
  line,
  unit,
  rateMax,
  xLabel,
}: {
  rows: readonly object[];
  x: string;
  bars: readonly ChartBar[];
  /** The line on the right axis: a rate in % unless its unit says 分钟. */
  line?: { key: string; name: string; unit?: '%' | '分钟' };
  /** Follows counts in the tooltip (次, 人). */
  unit?: string;
  /** The top of the rate axis (default 100; `auto` for rates that pass 100 %). */
  rateMax?: 'auto';
  /** How an x value shows (dates shortened to MM-DD). */
  xLabel?: (value: string) => string;
}) {
  return (
    <ComboChart
      data={rows}
      xKey={x}
      series={barLineSeries(bars, line)}
      everyTick
      right={line?.unit === '分钟' ? { unit: '分钟' } : 'rate'}
      {...(rateMax ? { rateMax } : {})}
      {...(unit ? { unit } : {})}
      {...(xLabel ? { xLabel } : {})}
    />
  );
}
