// Chart pieces shared by the 数据分析 screens, as configs of the console's chart kit: a ChartSeries as lines, stacked
// areas or stacked bars, and a share pie with its labels.
import { ComboChart, DistributionPie, chartColor, clipName, shortDay } from '@/ui/charts';
import { seriesRows, type Series } from './workforce-model';

/** A ChartSeries (categories × named series): lines, stacked areas or stacked bars. */
export function SeriesChart({
  data,
  kind,
  unit = '人',
}: {
  data: Series | undefined;
  kind: 'line' | 'area' | 'bar';
  unit?: string;
}) {
  const { rows, keys } = seriesRows(data);
  return (
    <ComboChart
      data={rows}
      xKey="category"
      xLabel={shortDay}
      unit={unit}
      barSize={36}
      legend={clipName}
      series={keys.map((k, i) => ({
        key: k.key,
        name: k.name,
        kind,
        color: chartColor(i),
        dots: 2,
        ...(kind === 'line' ? {} : { stack: 'all' }),
      }))}
    />
  );
}

/** Shares of a whole: a ring with a legend of names; a click on a slice reports its row. */
export function SharePie<R>({
  rows,
  name,
  value,
  fill,
  onPick,
  unit = '人',
}: {
  rows: readonly R[];
  name: (r: R) => string;
  value: (r: R) => number;
  fill?: (r: R, i: number) => string;
  onPick?: (r: R) => void;
  unit?: string;
}) {
  return (
    <DistributionPie<R>
      items={rows.map((r, i) => ({ name: name(r), value: value(r), row: r, color: fill ? fill(r, i) : chartColor(i) }))}
      unit={unit}
      labels="percent"
      {...(onPick ? { onPick: (item: { row?: R }) => item.row !== undefined && onPick(item.row) } : {})}
    />
  );
}
