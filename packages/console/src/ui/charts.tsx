// The chart kit of the dashboards (recharts; only lazy screen chunks import it, so the login page never loads it):
// `ComboChart` draws counts as bars or lines on a left axis and rates on a right 0–100 % axis (or a second count
// axis), optionally stacked and with a dashed requirement line; `SeriesChart` draws a server `ChartSeries` with it;
// `DistributionPie` draws a distribution as a ring. Animation is off so screenshots and tests see the final state.
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import { isRateSeries, seriesRows, type ChartSeriesLike } from '@/lib/chart-series';

export const CHART_AXIS = { fontSize: 12, fill: '#6b7280' };
export const CHART_GRID = '#eef0f3';
export const percentTick = (v: number) => `${v}%`;
const LEGEND = { iconSize: 10, wrapperStyle: { fontSize: 12 } } as const;

export interface ComboSeries {
  /** The row field drawn. */
  key: string;
  /** Legend and tooltip name. */
  name: string;
  /** Bars (default) or a line. */
  kind?: 'bar' | 'line';
  /** Left count axis (default) or the right axis. */
  axis?: 'left' | 'right';
  color?: string;
  /** Bars with the same stack id are stacked. */
  stack?: string;
  /** Draw the line's points (default true). */
  dots?: boolean;
}

/**
 * Bars and lines over one category axis. `right` says what the right axis holds: `rate` (0–100 %, tooltip with
 * `rateDigits` decimals and %) or `count` (a second count scale, e.g. people beside times). `unit` follows counts
 * in the tooltip.
 */
export function ComboChart<T extends object>({
  data,
  xKey,
  series,
  right = 'rate',
  unit,
  rateDigits = 2,
  threshold,
  tooltipLabel,
  everyTick = false,
  barSize = 26,
}: {
  data: readonly T[];
  xKey: string;
  series: readonly ComboSeries[];
  right?: 'rate' | 'count';
  unit?: string;
  rateDigits?: number;
  /** A dashed line on the rate axis at this value (the rule's requirement), labelled 要求 N%. */
  threshold?: number | undefined;
  /** The tooltip title from the hovered row (default: the category). */
  tooltipLabel?: (row: T) => string;
  /** Show every category label (for a few named groups) instead of letting recharts thin them. */
  everyTick?: boolean;
  barSize?: number;
}) {
  const hasRight = series.some((s) => s.axis === 'right');
  const rightNames = new Set(series.filter((s) => s.axis === 'right').map((s) => s.name));
  const format = (value: unknown, name: unknown) => {
    if (right === 'rate' && rightNames.has(String(name))) return `${Number(value).toFixed(rateDigits)}%`;
    return unit ? `${String(value)} ${unit}` : String(value);
  };
  const lastOfStack = new Map<string, string>();
  for (const s of series) if (s.stack && (s.kind ?? 'bar') === 'bar') lastOfStack.set(s.stack, s.key);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={CHART_GRID} vertical={false} />
        <XAxis
          dataKey={xKey}
          tick={CHART_AXIS}
          tickLine={false}
          axisLine={{ stroke: CHART_GRID }}
          {...(everyTick ? { interval: 0 } : {})}
        />
        <YAxis yAxisId="left" tick={CHART_AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        {hasRight ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            tick={CHART_AXIS}
            tickLine={false}
            axisLine={false}
            {...(right === 'rate' ? { domain: [0, 100], tickFormatter: percentTick } : { allowDecimals: false })}
          />
        ) : null}
        <Tooltip
          formatter={format}
          {...(tooltipLabel
            ? {
                labelFormatter: (label: unknown, payload: readonly { payload?: unknown }[] | undefined) => {
                  const row = payload?.[0]?.payload as T | undefined;
                  return row ? tooltipLabel(row) : String(label);
                },
              }
            : {})}
        />
        <Legend {...LEGEND} />
        {series.map((s, i) => {
          const color = s.color ?? CHART_COLORS[i % CHART_COLORS.length];
          const axis = s.axis ?? 'left';
          if (s.kind === 'line')
            return (
              <Line
                key={s.key}
                isAnimationActive={false}
                yAxisId={axis}
                dataKey={s.key}
                name={s.name}
                stroke={color}
                strokeWidth={2}
                dot={s.dots === false ? false : { r: 3 }}
              />
            );
          const top = !s.stack || lastOfStack.get(s.stack) === s.key;
          return (
            <Bar
              key={s.key}
              isAnimationActive={false}
              yAxisId={axis}
              dataKey={s.key}
              name={s.name}
              fill={color}
              maxBarSize={barSize}
              {...(s.stack ? { stackId: s.stack } : {})}
              {...(top ? { radius: [3, 3, 0, 0] as [number, number, number, number] } : {})}
            />
          );
        })}
        {threshold != null ? (
          <ReferenceLine
            yAxisId="right"
            y={threshold}
            stroke={CHART_COLORS[3]}
            strokeDasharray="4 3"
            label={{ value: `要求 ${threshold}%`, fontSize: 11, fill: CHART_COLORS[3], position: 'insideTopRight' }}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** The series of a server `ChartSeries`: counts as bars (or lines with `lineCounts`), rates as lines on the right. */
export function SeriesChart({
  chart,
  lineCounts = false,
  unit,
}: {
  chart: ChartSeriesLike | null | undefined;
  lineCounts?: boolean;
  unit?: string;
}) {
  const { rows, names } = seriesRows(chart);
  const series: ComboSeries[] = names.map((name, k) => {
    const rate = isRateSeries(name);
    return {
      key: `s${k}`,
      name,
      kind: rate || lineCounts ? 'line' : 'bar',
      axis: rate ? 'right' : 'left',
      color: CHART_COLORS[k % CHART_COLORS.length],
    };
  });
  return <ComboChart data={rows} xKey="category" series={series} {...(unit ? { unit } : {})} />;
}

/** A distribution ({name, value}) as a ring with its legend; an item's `color`, else `colors[name]`, else the palette. */
export function DistributionPie({
  items,
  unit,
  colors,
  legend = 'right',
  labels = true,
}: {
  items: readonly { name: string; value: number; color?: string | undefined }[];
  unit: string;
  colors?: Record<string, string>;
  legend?: 'right' | 'bottom';
  /** The value beside each slice (off for small cards). */
  labels?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={false}
          data={[...items]}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="78%"
          paddingAngle={2}
          {...(labels ? { label: ({ value }: { value?: number }) => `${value ?? ''}` } : {})}
        >
          {items.map((it, i) => (
            <Cell key={it.name} fill={it.color ?? colors?.[it.name] ?? CHART_COLORS[i % CHART_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${String(value)} ${unit}`} />
        {legend === 'right' ? (
          <Legend {...LEGEND} layout="vertical" align="right" verticalAlign="middle" />
        ) : (
          <Legend {...LEGEND} />
        )}
      </PieChart>
    </ResponsiveContainer>
  );
}
